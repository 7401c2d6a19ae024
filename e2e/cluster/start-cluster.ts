import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, repoRoot } from '../support/start-product';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Role = 'api' | 'worker';

export interface ClusterProcess {
  name: string;
  role: Role;
  /** Where it listens: the API (role api), or a worker's health and /metrics (role worker). */
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout + stderr). */
  logs(): string;
  exited: Promise<void>;
}

export interface Cluster {
  databaseUrl: string;
  apis: ClusterProcess[];
  workers: ClusterProcess[];
  /** SIGKILL, as a crash or an OOM kill would: no shutdown code runs. */
  kill(process: ClusterProcess): Promise<void>;
  /** SIGTERM, as an orchestrator stops a process: resolves with its exit code (null if it had to be killed). */
  terminate(process: ClusterProcess, timeoutMs: number): Promise<number | null>;
  /** A query on the cluster's database (the test's own connection). */
  db: pg.Client;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  apis: number;
  workers: number;
  /** The chain every process watches or points its links at. */
  solana: { rpcUrl: string; wsUrl: string };
  admin: { email: string; password: string };
  env?: Record<string, string>;
  /** More variables for one role's processes only (the bench's debug log on the workers). */
  roleEnv?: Partial<Record<Role, Record<string, string>>>;
}

function alive(child: ChildProcess) {
  return child.pid !== undefined && child.exitCode === null && child.signalCode === null;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (!alive(child)) return;
  try {
    process.kill(-child.pid!, signal); // its own process group (detached)
  } catch {
    child.kill(signal);
  }
}

const started = new Set<ChildProcess>();
process.once('exit', () => started.forEach((child) => signalGroup(child, 'SIGKILL')));

/**
 * A fresh database on the PostgreSQL server of TEST_DATABASE_URL (default the local one on 5432), migrated and
 * given an admin by the product's own admin command, then `apis` + `workers` separate OS processes started the
 * way README says for production, compiled first (`npm run build`): `node apps/server/dist/server.js
 * --role=api|worker` (what `npm run start:prod -- --role=…` runs), all on it and pointed at one Solana chain.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `paylink_cluster_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paylink-cluster-'));

  const env: NodeJS.ProcessEnv = { ...process.env };
  // The developer's shell and vitest must not leak into the products (another database, chain or role).
  for (const key of ['ROLE', 'LANDING_URL', 'APP_URL', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'NODE_ENV'])
    delete env[key];
  Object.assign(env, {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '5',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    SOLANA_RPC_URL: options.solana.rpcUrl,
    SOLANA_WS_URL: options.solana.wsUrl,
    EVM_LOCALNET: 'false',
    LOG_LEVEL: 'info',
    ...options.env,
  });

  const processes: ClusterProcess[] = [];
  const db = new pg.Client({ connectionString: databaseUrl });
  const cluster: Cluster = {
    databaseUrl,
    apis: [],
    workers: [],
    db,
    async kill(p) {
      signalGroup(p.child, 'SIGKILL');
      await p.exited;
    },
    async terminate(p, timeoutMs) {
      signalGroup(p.child, 'SIGTERM');
      const done = await Promise.race([p.exited.then(() => true), sleep(timeoutMs).then(() => false)]);
      if (done) return p.child.exitCode;
      signalGroup(p.child, 'SIGKILL');
      await p.exited;
      return null;
    },
    async stop() {
      await Promise.all(
        processes.map(async (p) => {
          signalGroup(p.child, 'SIGTERM');
          const done = await Promise.race([p.exited.then(() => true), sleep(10_000).then(() => false)]);
          if (!done) signalGroup(p.child, 'SIGKILL');
          await Promise.race([p.exited, sleep(2_000)]);
          started.delete(p.child);
        }),
      );
      await db.end().catch(() => undefined);
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };

  try {
    // The admin command opens the database first: it applies the migrations once, before any server starts.
    // The compiled build (scripts/build-server.mjs), as production runs it.
    await run(process.execPath, ['scripts/build-server.mjs'], { cwd: repoRoot, env });
    await run(
      process.execPath,
      [
        '--enable-source-maps',
        'apps/server/dist/admin-cli.js',
        'create',
        '--email',
        options.admin.email,
        '--password',
        options.admin.password,
      ],
      {
        cwd: repoRoot,
        env,
      },
    );
    await db.connect();

    const spawnRole = async (role: Role, index: number): Promise<ClusterProcess> => {
      const port = await freePort();
      const own: NodeJS.ProcessEnv = {
        ...env,
        PORT: String(port),
        LANDING_PORT: String(await freePort()),
        APP_URL: `http://127.0.0.1:${port}`,
        ...options.roleEnv?.[role],
      };
      const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js', `--role=${role}`], {
        cwd: repoRoot,
        env: own,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.add(child);
      let output = '';
      child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
      const p: ClusterProcess = {
        name: `${role === 'api' ? 'API' : 'worker'} ${index}`,
        role,
        url: `http://127.0.0.1:${port}`,
        child,
        logs: () => output,
        exited: new Promise((resolve) => child.once('exit', () => resolve())),
      };
      processes.push(p);
      return p;
    };

    const ready = async (p: ClusterProcess) => {
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (!alive(p.child)) throw new Error(`${p.name} exited before it was ready:\n${p.logs()}`);
        const ok = await fetch(`${p.url}/api/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        if (Date.now() > deadline) throw new Error(`${p.name} was not ready in time:\n${p.logs()}`);
        await sleep(200);
      }
    };

    for (let i = 1; i <= options.apis; i++) cluster.apis.push(await spawnRole('api', i));
    for (let i = 1; i <= options.workers; i++) cluster.workers.push(await spawnRole('worker', i));
    await Promise.all(processes.map(ready));
    return cluster;
  } catch (err) {
    await cluster.stop();
    throw err;
  }
}
