import type { TransactionRecord } from './transaction-record.ts';

export interface SignatureQuery {
  before?: string;
  until?: string;
  limit?: number;
}

export interface ChainIndex {
  add(record: TransactionRecord): void;
  get(signature: string): TransactionRecord | undefined;
  /** Records mentioning the address, newest first, like getSignaturesForAddress. */
  forAddress(address: string, query: SignatureQuery): TransactionRecord[];
  records(): readonly TransactionRecord[];
}

/**
 * The server's own transaction index: LiteSVM keeps neither messages nor balances and cannot
 * say which transactions mention an address. Records are kept in send order, so per-address
 * lists of positions are sorted and `before`/`until` resolve by binary search.
 */
export function createChainIndex(initial: readonly TransactionRecord[] = []): ChainIndex {
  const all: TransactionRecord[] = [];
  const positionBySignature = new Map<string, number>();
  const positionsByAddress = new Map<string, number[]>();

  function add(record: TransactionRecord) {
    const position = all.length;
    all.push(record);
    positionBySignature.set(record.signature, position);
    for (const address of new Set(record.accountKeys)) {
      let positions = positionsByAddress.get(address);
      if (!positions) positionsByAddress.set(address, (positions = []));
      positions.push(position);
    }
  }
  initial.forEach(add);

  return {
    add,
    get: (signature) => {
      const position = positionBySignature.get(signature);
      return position === undefined ? undefined : all[position];
    },
    forAddress(address, { before, until, limit = 1000 }) {
      const positions = positionsByAddress.get(address) ?? [];
      const beforePosition = before === undefined ? undefined : positionBySignature.get(before);
      const untilPosition = until === undefined ? -1 : (positionBySignature.get(until) ?? -1);
      let end = positions.length;
      if (beforePosition !== undefined) end = lowerBound(positions, beforePosition);
      const found: TransactionRecord[] = [];
      for (let i = end - 1; i >= 0 && found.length < limit; i--) {
        const position = positions[i]!;
        if (position <= untilPosition) break;
        found.push(all[position]!);
      }
      return found;
    },
    records: () => all,
  };
}

function lowerBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
