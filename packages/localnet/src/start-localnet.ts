import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { createChain } from './create-chain.ts';
import type { Token2022Options } from './put-mint.ts';
import { handleRpcRequest } from './handle-rpc-request.ts';
import { loadChainState } from './load-chain-state.ts';
import { rpcMethods } from './rpc-methods.ts';
import { saveChainState } from './save-chain-state.ts';
import { openTransactionLog, readTransactionLog, type TransactionLog } from './transaction-log.ts';
import type { TransactionRecord } from './transaction-record.ts';
import { serveSubscriptions } from './serve-subscriptions.ts';

export interface LocalnetOptions {
  port?: number;
  wsPort?: number;
  host?: string;
  /** Persistence directory; omit for an in-memory chain. */
  dataDir?: string;
  logger?: { info(msg: string): void };
  /**
   * Moves the chain one slot forward every this many ms, as a real cluster does (about 400 ms a slot), so what lands
   * becomes finalized FINALIZED_SLOT_LAG slots later even when nothing else happens. Omitted: slots move only when a
   * transaction lands or `advanceSlots` is called (tests that count slots).
   */
  slotIntervalMs?: number;
  /**
   * Tests of fee-bearing or hooked Token-2022 coins: the extensions a listed Token-2022 mint (PYUSD) is created
   * with, by mint, instead of mainnet's idle ones (no fee, no hook program).
   */
  listedToken2022?: Readonly<Record<string, Token2022Options>>;
}

export interface Localnet {
  rpcUrl: string;
  wsUrl: string;
  close(): Promise<void>;
}

const DEFAULT_PORT = 8899;
/**
 * Snapshots are batched: every change is already in the fsync'd log before anyone hears of it, so the snapshot
 * only bounds how much log a restart replays.
 */
const SNAPSHOT_DELAY_MS = 5000;

/**
 * Starts a local Solana JSON-RPC server (HTTP plus PubSub WebSocket) on LiteSVM.
 * Port 0 picks free ports; the WebSocket defaults to the HTTP port + 1.
 * With a dataDir nothing confirmed is ever lost: each transaction is appended to a log and fsync'd before its
 * signature is returned or notified; a start loads the last snapshot and replays the log after it.
 */
export async function startLocalnet(opts: LocalnetOptions = {}): Promise<Localnet> {
  const host = opts.host ?? '127.0.0.1';
  const port = opts.port ?? DEFAULT_PORT;
  const { dataDir } = opts;
  const chain = await createChain(dataDir ? loadChainState(dataDir) : undefined, opts.listedToken2022);
  const methods = rpcMethods(chain);

  let snapshotTimer: NodeJS.Timeout | undefined;
  let log: TransactionLog | undefined;
  const snapshot = () => {
    snapshotTimer = undefined;
    if (!dataDir || !log) return;
    saveChainState(dataDir, chain.state());
    log.reset();
  };
  if (dataDir) {
    readTransactionLog(dataDir).forEach((entry) => chain.replay(entry));
    const opened = openTransactionLog(dataDir);
    log = opened;
    const append = (record: TransactionRecord | null, accounts: string[]) => {
      opened.append({ record, slot: String(chain.slot()), accounts: chain.loggedAccounts(accounts) });
      snapshotTimer ??= setTimeout(snapshot, SNAPSHOT_DELAY_MS);
    };
    // First listeners: the change is durable before any subscriber or RPC reply learns of it.
    chain.events.prependListener('transaction', (record) => append(record, record.accountKeys));
    chain.events.prependListener('accounts', (addresses) => append(null, addresses));
  }

  const http = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    response.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'GET') {
      response.writeHead(request.url === '/health' ? 200 : 405, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    const body = await handleRpcRequest(methods, await readBody(request));
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  // Node closes an idle keep-alive socket after 5 s, about when fetch (undici, 4 s) may pick it up again: on a busy
  // machine the request lands on a closing socket (ECONNRESET). An idle minute before closing ends that race.
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
  await listen(http, port, host);
  const httpPort = (http.address() as AddressInfo).port;

  const wsPort = opts.wsPort ?? (port === 0 ? 0 : httpPort + 1);
  const wss = new WebSocketServer({ port: wsPort, host });
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve);
    wss.once('error', reject);
  });
  serveSubscriptions(wss, chain);

  const clock = opts.slotIntervalMs ? setInterval(() => chain.advanceSlots(1n), opts.slotIntervalMs) : undefined;
  clock?.unref();

  const rpcUrl = `http://${host}:${httpPort}`;
  const wsUrl = `ws://${host}:${(wss.address() as AddressInfo).port}`;
  opts.logger?.info(
    `Local Solana chain: RPC ${rpcUrl}, WebSocket ${wsUrl}${dataDir ? `, state in ${dataDir}` : ' (in memory)'}`,
  );

  return {
    rpcUrl,
    wsUrl,
    async close() {
      clearInterval(clock);
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      clearTimeout(snapshotTimer);
      snapshot();
      log?.close();
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
