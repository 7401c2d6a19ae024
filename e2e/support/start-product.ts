import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  smtp: SmtpCapture;
  dataDir: string;
  /** Everything the server printed so far (stdout + stderr). */
  logs: () => string;
  stop: () => Promise<void>;
}

/** A port the OS says is free now (it may give the same one again once this closes). */
function osPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Ports this process has handed out. The OS may give a port it just gave again, and a product listens on each only
 * once it starts: two of one product's ports (its API and its Bitcoin chain, say) were once the same.
 */
const handedOut = new Set<number>();

/** A port that was free a moment ago (the OS picks it), never one handed out before in this process. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await osPort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error('could not find a free port not handed out already');
}

async function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    // The product binds 0.0.0.0 (HOST default) and the localnet its own host; check the wildcard address.
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

/** A free port whose neighbour (port + 1, the localnet WebSocket) is free too, neither handed out before. */
async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await osPort();
    if (port >= 65535 || handedOut.has(port) || handedOut.has(port + 1)) continue;
    if (!(await isFree(port)) || !(await isFree(port + 1))) continue;
    handedOut.add(port).add(port + 1);
    return port;
  }
  throw new Error('could not find two consecutive free ports');
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
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
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
  const port = await freePort();
  const landingPort = await freePort();
  const localnetPort = await freePortPair();
  // The embedded Anvil chains: Ethereum on this port, Base on the next.
  const evmPort = await freePortPair();
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
  for (const key of ['SOLANA_RPC_URL', 'SOLANA_WS_URL', 'ETHEREUM_RPC_URL', 'BASE_RPC_URL', 'EVM_LOCALNET', 'BITCOIN_ESPLORA_URL', 'BITCOIN_NETWORK', 'DATABASE_URL', 'LANDING_URL', 'ROLE', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']) {
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
  return { baseUrl, landingUrl: `http://127.0.0.1:${landingPort}`, rpcUrl, evmRpcUrl: `http://127.0.0.1:${evmPort}`, smtp, dataDir, logs: () => output, stop };
}
