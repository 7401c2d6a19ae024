import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVM_NETWORKS } from '@paylink/shared';
// The same real SMTP capture the server's API tests use.
import { startSmtpCapture, type SmtpCapture } from '../../apps/server/src/test/smtp-capture';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface StartProductOptions {
  /** Extra environment for the server (e.g. REQUIRE_EMAIL_VERIFICATION: 'false'). */
  env?: Record<string, string>;
  /** How long to wait for /api/health. */
  startTimeoutMs?: number;
}

export interface Product {
  baseUrl: string;
  /** The landing page (LANDING_PORT, derived by the product from APP_URL: the app's `/` redirects there). */
  landingUrl: string;
  rpcUrl: string;
  /** The embedded Ethereum chain's RPC (Base's is on the next port). */
  evmRpcUrl: string;
  /** The embedded Bitcoin regtest chain's Esplora API (its faucet funds test wallets). */
  esploraUrl: string;
  smtp: SmtpCapture;
  dataDir: string;
  /** Everything the server printed so far (stdout + stderr). */
  logs: () => string;
  stop: () => Promise<void>;
}

/**
 * Ports come from a block of this worker's own, below the OS's ephemeral range (32768 and up on Linux), so no
 * `listen(0)` anywhere and no other e2e worker can be handed one of them. Picking ports the OS had just handed out
 * once gave two products (an e2e worker's Anvil and another's API) the same port: EADDRINUSE.
 */
const BLOCK_SIZE = 800;
const FIRST_PORT = 20_000;
const BLOCKS = 15; // 20000..31999
const workerSlot = Number(process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? process.pid) % BLOCKS;
const blockStart = FIRST_PORT + workerSlot * BLOCK_SIZE;
let nextOffset = 0;

function isFreeOn(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Free on the wildcard address (the product's HOST default) and on loopback (where the localnets bind). */
async function isFree(port: number): Promise<boolean> {
  return (await isFreeOn(port, '0.0.0.0')) && (await isFreeOn(port, '127.0.0.1'));
}

/** `count` consecutive ports of this worker's block, free now and never handed out before in this process. */
async function takePorts(count: number): Promise<number> {
  for (let tried = 0; tried < BLOCK_SIZE; tried++) {
    if (nextOffset + count > BLOCK_SIZE) throw new Error(`this e2e worker used up its ${BLOCK_SIZE} ports`);
    const port = blockStart + nextOffset;
    nextOffset += count;
    let free = true;
    for (let i = 0; i < count && free; i++) free = await isFree(port + i);
    if (free) return port;
  }
  throw new Error("could not find free ports in this worker's block");
}

/** A free port of this worker's own (see takePorts). */
export function freePort(): Promise<number> {
  return takePorts(1);
}

/** A free port whose neighbour (port + 1: the localnet WebSocket) is free too. */
function freePortPair(): Promise<number> {
  return takePorts(2);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every product still running, killed if the test process exits without stopping them. */
const running = new Set<ChildProcess>();
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal); // the whole process group (detached child)
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}
/** Their data directories, removed when the products are killed on exit. */
const dataDirs = new Set<string>();
function killAll() {
  for (const child of running) killGroup(child, 'SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
process.once('exit', killAll);
// Products outlive test files (support/suite.ts): vitest ends its worker with SIGTERM, which skips 'exit'.
process.once('SIGTERM', () => {
  killAll();
  process.exit(0);
});

/**
 * Starts the real product the way a user runs it (`tsx apps/server/src/server.ts` from the repo root)
 * with a fresh data directory, free ports, a capturing SMTP server and a fast payment watcher.
 * apps/web/dist must already be built (`npm run build -w apps/web`).
 */
export async function startProduct(options: StartProductOptions = {}): Promise<Product> {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w apps/web` (npm run test:e2e does it)');
  }
  const smtp = await startSmtpCapture();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paylink-e2e-'));
  dataDirs.add(dataDir);
  const port = await freePort();
  const landingPort = await freePort();
  const localnetPort = await freePortPair();
  // The embedded Anvil chains, one port per EVM network row from this one (Ethereum, Base, Polygon, Arbitrum, …):
  // a product with EVM_LOCAL_NETWORKS naming more networks must not meet the next port handed out.
  const evmPort = await takePorts(EVM_NETWORKS.length);
  // The embedded Bitcoin regtest chain's Esplora API.
  const bitcoinPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    LANDING_PORT: String(landingPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOCALNET_PORT: String(localnetPort),
    EVM_LOCALNET_PORT: String(evmPort),
    BITCOIN_LOCALNET_PORT: String(bitcoinPort),
    APP_URL: baseUrl,
    SMTP_URL: smtp.url,
    DEV_OUTBOX: 'false',
    WATCH_INTERVAL_MS: '300',
    LOG_LEVEL: 'info',
    ...options.env,
  };
  // Variables from the developer's shell must not point the product at another chain or database.
  for (const key of [
    'SOLANA_RPC_URL',
    'SOLANA_WS_URL',
    'ETHEREUM_RPC_URL',
    'BASE_RPC_URL',
    'EVM_LOCALNET',
    'BITCOIN_ESPLORA_URL',
    'BITCOIN_NETWORK',
    'DATABASE_URL',
    'LANDING_URL',
    'ROLE',
    'VITEST',
    'VITEST_POOL_ID',
    'VITEST_WORKER_ID',
  ]) {
    if (!options.env?.[key]) delete env[key];
  }

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env,
    detached: true, // own process group, so stop() also ends anything the server started
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    killGroup(child, 'SIGTERM');
    const done = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
    if (!done) {
      killGroup(child, 'SIGKILL');
      await Promise.race([exited, sleep(2_000)]);
    }
    // Children of the server (if any) share its group; make sure none survive.
    killGroup(child, 'SIGKILL');
    running.delete(child);
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    dataDirs.delete(dataDir);
  }

  try {
    const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the product exited (${child.exitCode ?? child.signalCode}) before it was healthy`);
      }
      try {
        const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (res.ok) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error('the product did not answer /api/health in time');
      await sleep(150);
    }
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n--- server output ---\n${output}`);
  }

  const rpcMatch = /local Solana chain: RPC (\S+)/.exec(output);
  const rpcUrl = rpcMatch?.[1] ?? `http://127.0.0.1:${localnetPort}`;
  return {
    baseUrl,
    landingUrl: `http://127.0.0.1:${landingPort}`,
    rpcUrl,
    evmRpcUrl: `http://127.0.0.1:${evmPort}`,
    esploraUrl: /local Bitcoin regtest chain: Esplora API (\S+)/.exec(output)?.[1] ?? `http://127.0.0.1:${bitcoinPort}`,
    smtp,
    dataDir,
    logs: () => output,
    stop,
  };
}
