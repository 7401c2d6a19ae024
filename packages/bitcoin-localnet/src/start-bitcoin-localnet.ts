import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventEmitter } from 'node:events';
import { loadChainState, saveChainState } from './chain-state-file.ts';
import { createChain, type ChainEvents, type ReorgMempool } from './create-chain.ts';
import { esploraRoutes } from './esplora-routes.ts';
import { regtestOutputScript } from './output-script.ts';
import { regtestRoutes } from './regtest-routes.ts';
import type { Reply, Route } from './reply.ts';

export interface BitcoinLocalnetOptions {
  /** Default 3002; 0 picks a free port. */
  port?: number;
  host?: string;
  /** Persistence directory; omit for an in-memory chain. */
  dataDir?: string;
  /** Mine a block every this many seconds while the mempool is not empty; 0 or omitted: only on demand. */
  blockSeconds?: number;
  logger?: { info(msg: string): void };
}

export interface ChainTip {
  height: number;
  hash: string;
}

export interface BitcoinLocalnet {
  /** The Esplora API's base URL, without a trailing slash. */
  esploraUrl: string;
  network: 'regtest';
  /** `block` for each block joining the best chain, `change` for any change. */
  events: EventEmitter<ChainEvents>;
  mine(blocks?: number): Promise<ChainTip>;
  /** Sends `sats` from the chain's coins to a regtest address (unconfirmed until mined); returns the txid. */
  faucet(address: string, sats: bigint): Promise<string>;
  /** Replaces the last `depth` blocks by `depth + 1` empty ones; their transactions return to the mempool or vanish. */
  reorg(depth: number, mempool?: ReorgMempool): Promise<ChainTip>;
  close(): Promise<void>;
}

const DEFAULT_PORT = 3002;

/**
 * Starts a local Bitcoin regtest chain with an Esplora-compatible HTTP API and regtest controls
 * (POST /regtest/faucet, /regtest/mine, /regtest/reorg). With a dataDir, the chain is saved after every change
 * and loaded on start.
 */
export async function startBitcoinLocalnet(opts: BitcoinLocalnetOptions = {}): Promise<BitcoinLocalnet> {
  const host = opts.host ?? '127.0.0.1';
  const { dataDir, blockSeconds = 0 } = opts;
  const chain = createChain(dataDir ? loadChainState(dataDir) : undefined);
  if (dataDir) {
    const save = () => saveChainState(dataDir, { blocks: [...chain.blocks()], mempool: [...chain.mempool()] });
    save();
    // First listener: the change is on disk before anyone else hears of it.
    chain.events.prependListener('change', save);
  }
  const routes = [...esploraRoutes(chain), ...regtestRoutes(chain)];

  const http = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    response.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const reply = safeRoute(
      routes,
      request.method ?? 'GET',
      new URL(request.url ?? '/', 'http://localhost').pathname,
      await readBody(request),
      opts.logger,
    );
    if ('json' in reply)
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.json));
    else response.writeHead(reply.status, { 'content-type': 'text/plain' }).end(reply.text);
  });
  // As in the Solana localnet: keep idle sockets longer than fetch's keep-alive, so no request lands on a closing one.
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
  await listen(http, opts.port ?? DEFAULT_PORT, host);
  const esploraUrl = `http://${host}:${(http.address() as AddressInfo).port}`;

  const mineWaiting = () => {
    try {
      if (chain.mempool().length > 0) chain.mine(1);
    } catch (error) {
      // A failing listener (a full disk when saving) must not end the process; the next tick tries again.
      opts.logger?.info(`Local Bitcoin chain: automatic block failed: ${(error as Error).message}`);
    }
  };
  const timer = blockSeconds > 0 ? setInterval(mineWaiting, blockSeconds * 1000) : undefined;
  timer?.unref();
  opts.logger?.info(
    `Local Bitcoin regtest chain: Esplora API ${esploraUrl}, height ${chain.tip().height}${dataDir ? `, state in ${dataDir}` : ' (in memory)'}` +
      (blockSeconds > 0 ? `, a block every ${blockSeconds} s while transactions wait` : ''),
  );

  return {
    esploraUrl,
    network: 'regtest',
    events: chain.events,
    mine: async (blocks = 1) => tip(chain.mine(blocks)),
    async faucet(address, sats) {
      const script = regtestOutputScript(address);
      if (!script) throw new Error(`not a regtest address: ${address}`);
      return chain.faucet(script, sats);
    },
    reorg: async (depth, mempool = 'keep') => tip(chain.reorg(depth, mempool)),
    async close() {
      clearInterval(timer);
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

function safeRoute(
  routes: Route[],
  method: string,
  path: string,
  body: string,
  logger: BitcoinLocalnetOptions['logger'],
): Reply {
  try {
    for (const candidate of routes) {
      const match = candidate.method === method ? candidate.pattern.exec(path) : null;
      if (match) return candidate.handle(match.slice(1), body);
    }
    return { status: 404, text: 'Not Found' };
  } catch (error) {
    // A bug must not stop the chain: answer this request and keep serving.
    logger?.info(`Local Bitcoin chain: ${method} ${path} failed: ${(error as Error).stack ?? String(error)}`);
    return { status: 500, text: 'Internal error' };
  }
}

function tip(block: ChainTip): ChainTip {
  return { height: block.height, hash: block.hash };
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
