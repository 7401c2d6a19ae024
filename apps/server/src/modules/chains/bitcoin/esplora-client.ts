/** Requests to an Esplora API never wait longer than this: a slow host fails the round, the next one tries again. */
const TIMEOUT_MS = 10_000;

/** A transaction as Esplora lists it (the fields Paylink reads). */
export interface EsploraTx {
  txid: string;
  vin: { txid: string; vout: number; prevout: { scriptpubkey_address?: string; value: number } | null }[];
  vout: { scriptpubkey_address?: string; value: number }[];
  status: { confirmed: boolean; block_height?: number; block_hash?: string; block_time?: number };
}

export class EsploraError extends Error {}

/** An Esplora HTTP API (mempool.space, Blockstream, electrs, or the local regtest chain): Blockstream's paths. */
export interface EsploraClient {
  tipHeight(): Promise<number>;
  /** The time of the block at `height` (of the best chain). */
  blockTime(height: number): Promise<Date>;
  /** An address's transactions: its mempool ones (newest first), then its newest confirmed ones (25 at most). */
  addressTxs(address: string): Promise<EsploraTx[]>;
  /** The address's confirmed transactions older than `lastSeenTxid` (25 at most). */
  addressTxsBefore(address: string, lastSeenTxid: string): Promise<EsploraTx[]>;
  /** A transaction's block status; null when Esplora does not know it (dropped or replaced). */
  txStatus(txid: string): Promise<EsploraTx['status'] | null>;
  /** A transaction; null when Esplora does not know it (dropped or replaced). */
  tx(txid: string): Promise<EsploraTx | null>;
  /** Whether output `vout` of `txid` is spent, and by which transaction (its status). */
  outspend(txid: string, vout: number): Promise<{ spent: boolean; txid?: string; status?: EsploraTx['status'] }>;
  /** Sends a signed raw transaction (hex) to the network; its txid. EsploraError with the node's reason when refused. */
  broadcast(rawHex: string): Promise<string>;
  /** The address's confirmed balance in satoshis (funded less spent outputs, as Esplora's chain_stats count them). */
  addressBalance(address: string): Promise<bigint>;
  /** Requests made so far (the watcher's cost; see docs/architecture.md). */
  calls(): number;
}

/** An Esplora client on `baseUrl` (no trailing slash); `observe` hears of every request, like the Solana RPC's. */
export function esploraClient(
  baseUrl: string,
  observe?: (path: string, seconds: number, failed: boolean) => void,
): EsploraClient {
  let count = 0;
  async function get(path: string): Promise<string> {
    count += 1;
    const started = performance.now();
    let failed = true;
    try {
      const res = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      const body = await res.text();
      if (!res.ok) throw new EsploraError(`Esplora ${path.split('/')[1]}: HTTP ${res.status} ${body.slice(0, 200)}`);
      failed = false;
      return body;
    } finally {
      observe?.(`esplora:${path.split('/')[1]}`, (performance.now() - started) / 1000, failed);
    }
  }
  return {
    async tipHeight() {
      const height = Number(await get('/blocks/tip/height'));
      if (!Number.isSafeInteger(height)) throw new EsploraError('Esplora answered a tip height that is not a number');
      return height;
    },
    async blockTime(height) {
      const hash = await get(`/block-height/${height}`);
      const block = JSON.parse(await get(`/block/${encodeURIComponent(hash.trim())}`)) as { timestamp: number };
      return new Date(block.timestamp * 1000);
    },
    addressTxs: async (address) => JSON.parse(await get(`/address/${encodeURIComponent(address)}/txs`)) as EsploraTx[],
    addressTxsBefore: async (address, last) =>
      JSON.parse(
        await get(`/address/${encodeURIComponent(address)}/txs/chain/${encodeURIComponent(last)}`),
      ) as EsploraTx[],
    txStatus: (txid) => orNull(async () => JSON.parse(await get(`/tx/${encodeURIComponent(txid)}/status`))),
    tx: (txid) => orNull(async () => JSON.parse(await get(`/tx/${encodeURIComponent(txid)}`))),
    outspend: async (txid, vout) => JSON.parse(await get(`/tx/${encodeURIComponent(txid)}/outspend/${vout}`)),
    async broadcast(rawHex) {
      count += 1;
      const res = await fetch(`${baseUrl}/tx`, {
        method: 'POST',
        body: rawHex,
        headers: { 'content-type': 'text/plain' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await res.text();
      if (!res.ok) throw new EsploraError(body.slice(0, 300) || `HTTP ${res.status}`);
      return body.trim();
    },
    async addressBalance(address) {
      const { chain_stats: stats } = JSON.parse(await get(`/address/${encodeURIComponent(address)}`)) as {
        chain_stats: { funded_txo_sum: number; spent_txo_sum: number };
      };
      // Satoshi sums stay far below 2^53 (21e14 at most), so JSON numbers hold them exactly.
      return BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum);
    },
    calls: () => count,
  };
}

/** What `read` answers; null for Esplora's 404 (it does not know the transaction). */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof EsploraError && / HTTP 404 /.test(error.message)) return null;
    throw error;
  }
}
