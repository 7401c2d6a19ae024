import type { EsploraClient, EsploraTx } from './esplora-client';

/** Esplora's page of confirmed transactions. */
const CHAIN_PAGE = 25;
/** Older pages read per address and round at most (the rest waits for the next round). */
const MAX_PAGES = 4;

/**
 * An address's transactions a round must look at, oldest first: every mempool one, and the confirmed ones back to
 * `since` (block time), stopping at a page whose transactions were all recorded already (nothing older is new).
 * Pages back through `/txs/chain/:last` only while a full page still reaches after `since`.
 */
export async function addressTransactions(
  esplora: EsploraClient,
  address: string,
  opts: { since: Date; alreadyRecorded(txIds: string[]): Promise<Set<string>> },
): Promise<EsploraTx[]> {
  const first = await esplora.addressTxs(address);
  const found = [...first];
  let page = first.filter((tx) => tx.status.confirmed);
  for (let pages = 0; pages < MAX_PAGES && page.length >= CHAIN_PAGE; pages++) {
    const oldest = page.at(-1)!;
    if ((oldest.status.block_time ?? 0) * 1000 < opts.since.getTime()) break;
    const recorded = await opts.alreadyRecorded(page.map((tx) => tx.txid));
    if (page.every((tx) => recorded.has(tx.txid))) break;
    page = await esplora.addressTxsBefore(address, oldest.txid);
    found.push(...page);
  }
  return found.reverse();
}
