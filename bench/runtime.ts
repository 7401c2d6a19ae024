import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, startLocalnet } from '@paylink/localnet';

// Start time to ready and memory (RSS) of the server, run from its TypeScript sources through tsx (`npm start`) and
// compiled (`npm run build` + `npm run start:prod`). Each run starts one process in a fresh DATA_DIR with the local
// chains in-process (Solana on LiteSVM, Bitcoin regtest; Anvil is its own process, not counted) and the embedded
// database, waits for /api/health/ready, reads its RSS idle (after BENCH_SETTLE_MS), then under BENCH_LOAD_SECONDS of
// public reads (autocannon, 10 connections) and reads it again. With BENCH_DATABASE_URL (PostgreSQL) it also starts
// an API process and a worker process (--role=api|worker) on that database, shaped as in production: no chain in
// the process (one local Solana chain in the bench's own process stands for the RPC provider; no EVM or Bitcoin).

const autocannon = createRequire(import.meta.url)('autocannon') as (opts: {
  url: string;
  connections: number;
  duration: number;
}) => Promise<{ requests: { average: number } }>;

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 3000);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const root = path.resolve(import.meta.dirname, '..');

type Runtime = { name: string; args: string[] };
const runtimes: Runtime[] = [
  { name: 'tsx (sources)', args: ['--import', 'tsx', 'apps/server/src/server.ts'] },
  { name: 'compiled (dist)', args: ['--enable-source-maps', 'apps/server/dist/server.js'] },
];

/** The resident set of a process, in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

interface Sample {
  readyMs: number;
  idleMb: number;
  loadedMb: number;
  requestsPerSecond: number;
}

async function waitReady(url: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited before it was ready:\n${logs()}`);
    const ok = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`the server was not ready in 180 s:\n${logs()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function measure(runtime: Runtime, role: 'all' | 'api' | 'worker', env: NodeJS.ProcessEnv): Promise<Sample> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'paylink-bench-runtime-'));
  const port = await freePort();
  const ownEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LANDING_PORT: String(await freePort()),
    LOCALNET_PORT: String(await freePort()),
    EVM_LOCALNET_PORT: String(await freePort()),
    BITCOIN_LOCALNET_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
  };
  const started = performance.now();
  const child = spawn(process.execPath, [...runtime.args, `--role=${role}`], {
    cwd: root,
    env: ownEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitReady(url, child, () => output);
    const readyMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const idleMb = rssMb(child.pid!);
    let requestsPerSecond = 0;
    let loadedMb = idleMb;
    if (role !== 'worker') {
      const peak = setInterval(() => (loadedMb = Math.max(loadedMb, rssMb(child.pid!))), 200);
      const result = await autocannon({
        url: `${url}/api/admin/subscription-plans/public`,
        connections: 10,
        duration: LOAD_SECONDS,
      });
      clearInterval(peak);
      requestsPerSecond = result.requests.average;
    }
    return { readyMs, idleMb, loadedMb, requestsPerSecond };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function report(label: string, samples: Sample[]) {
  const f = (n: number) => n.toFixed(0).padStart(6);
  console.log(
    `${label.padEnd(44)} ready ${f(median(samples.map((s) => s.readyMs)))} ms   RSS idle ${f(median(samples.map((s) => s.idleMb)))} MB` +
      `   RSS under load ${f(median(samples.map((s) => s.loadedMb)))} MB   ${f(median(samples.map((s) => s.requestsPerSecond)))} req/s`,
  );
}

const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

console.log(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; median of ${RUNS} runs; Node ${process.version}`,
);
for (const runtime of runtimes) {
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await measure(runtime, 'all', {}));
  report(`${runtime.name}, one process, PGlite`, samples);
}
if (process.env.BENCH_DATABASE_URL) {
  const chain = await startLocalnet({ port: await freePort(), wsPort: await freePort() });
  const production = {
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    SOLANA_RPC_URL: chain.rpcUrl,
    SOLANA_WS_URL: chain.wsUrl,
    EVM_LOCALNET: 'false',
  };
  for (const runtime of runtimes) {
    for (const role of ['api', 'worker'] as const) {
      const samples: Sample[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await measure(runtime, role, production));
      report(`${runtime.name}, --role=${role}, PostgreSQL`, samples);
    }
  }
  await chain.close();
}
console.log(
  `load average at end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
