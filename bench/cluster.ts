import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { payTransferRequest, startLocalnet, type Localnet } from '@paylink/localnet';
import { startWebhookReceiver } from '../apps/server/src/test/webhook-receiver';
import { call, data, eachLimited } from '../e2e/cluster/cluster-http';
import { startCluster, type Cluster } from '../e2e/cluster/start-cluster';
import { PASSWORD, randomWallet } from '../e2e/cluster/cluster-scenario';
import { printHops, recordedBy, traceHops, type PaidLink } from './cluster-trace';

// Scale-out, measured (issue 36 item 6): the compiled build as production runs it, 1 API + 1 worker and then
// 2 APIs + 2 workers on one PostgreSQL (BENCH_DATABASE_URL, or TEST_DATABASE_URL), one local Solana chain and one
// webhook receiver. For each shape it prints:
// - creation throughput: merchants create SOL links through the APIs (round robin) for BENCH_CREATE_SECONDS, at
//   BENCH_CONCURRENCY requests in flight; links per second, and how busy the machine's CPUs were meanwhile;
// - confirmation to webhook: BENCH_PAYMENTS links are paid with real signed transfers; for each, the time from the
//   chain confirming the transfer to the merchant's endpoint receiving `payment.completed` (p50, p95), and where
//   that time goes, hop by hop (cluster-trace.ts, from the product's rows and its workers' debug log).
// The goal is ≥ 1.6× throughput from 1 to 2 API processes. PostgreSQL, the chain, the load generator and every
// process share this machine's cores: when one API process already keeps them busy, a second has nothing to add,
// and the printed CPU figure says so.

const CREATE_SECONDS = Number(process.env.BENCH_CREATE_SECONDS ?? 15);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const MERCHANTS = Number(process.env.BENCH_MERCHANTS ?? 20);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 40);
const GOAL_SCALING = 1.6;
/** Confirmation to webhook, p95 (a slot, plus a round trip), in both shapes. */
const GOAL_WEBHOOK_P95_MS = 400;

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.log('bench:cluster needs PostgreSQL: set BENCH_DATABASE_URL (a server URL whose user may create databases).');
  process.exit(0);
}
// startCluster creates its own database on the server of TEST_DATABASE_URL.
process.env.TEST_DATABASE_URL = databaseUrl;

/** Busy and total jiffies of all CPUs, from /proc/stat (Linux). */
function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3]! + (fields[4] ?? 0);
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

interface Shape {
  apis: number;
  workers: number;
}
interface Result {
  shape: Shape;
  linksPerSecond: number;
  cpuBusyPercent: number;
  webhookP50Ms: number;
  webhookP95Ms: number;
  hops: number[][];
  recordedBy: Record<string, number>;
}

async function measure(shape: Shape, chain: Localnet): Promise<Result> {
  const completedAt = new Map<string, number>();
  const receiver = await startWebhookReceiver((request) => {
    const event = JSON.parse(request.rawBody) as { type: string; data: { payment: { id: string } } };
    if (event.type === 'payment.completed' && !completedAt.has(event.data.payment.id))
      completedAt.set(event.data.payment.id, Date.now());
    return { status: 200, body: 'ok' };
  });
  const admin = { email: `bench-admin-${randomBytes(3).toString('hex')}@example.test`, password: PASSWORD };
  let cluster: Cluster | undefined;
  try {
    cluster = await startCluster({
      ...shape,
      solana: { rpcUrl: chain.rpcUrl, wsUrl: chain.wsUrl },
      admin,
      env: {
        REQUIRE_EMAIL_VERIFICATION: 'false',
        WEBHOOK_ALLOW_PRIVATE: 'true',
        ALLOW_INSECURE_WEBHOOKS: 'true',
        DASHBOARD_RATE_LIMIT: '1000000',
        API_RATE_LIMIT: '1000000',
        LOG_LEVEL: 'warn',
      },
      // The workers' debug log is the trace of each payment's hops (three lines a payment).
      roleEnv: { worker: { LOG_LEVEL: 'debug' } },
    });
    const apis = cluster.apis.map((p) => p.url);
    const adminToken = (await data<{ token: string }>(call(apis[0]!, 'POST', '/api/auth/login', { body: admin })))
      .token;
    const tokens: string[] = [];
    for (let i = 0; i < MERCHANTS; i++) {
      const email = `bench${i}-${randomBytes(3).toString('hex')}@example.test`;
      await data(
        call(apis[0]!, 'POST', '/api/admin/users', {
          token: adminToken,
          body: { email, password: PASSWORD, walletAddress: randomWallet(), transactionCredits: 100_000 },
        }),
        201,
      );
      tokens.push(
        (
          await data<{ token: string }>(
            call(apis[0]!, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } }),
          )
        ).token,
      );
      await data(
        call(apis[0]!, 'PUT', '/api/webhooks/endpoint', { token: tokens[i], body: { url: `${receiver.url}/m/${i}` } }),
      );
    }
    const create = (k: number) =>
      data<{ payment: { id: string; solanaPayUrl: string } }>(
        call(apis[k % apis.length]!, 'POST', '/api/payments/payment-link', {
          token: tokens[k % MERCHANTS],
          body: { amount: '0.01', currency: 'SOL', label: `bench ${k}` },
        }),
        201,
      );

    // Warm every process (connections, caches, JIT) before measuring.
    await eachLimited(
      Array.from({ length: CONCURRENCY * 2 }, (_, k) => k),
      CONCURRENCY,
      async (k) => void (await create(k)),
    );

    let created = 0;
    const cpuBefore = cpuTimes();
    const started = performance.now();
    const deadline = started + CREATE_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, lane) => {
        for (let k = lane; performance.now() < deadline; k += CONCURRENCY) {
          await create(k);
          created++;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const cpuAfter = cpuTimes();

    const links = await Promise.all(Array.from({ length: PAYMENTS }, (_, k) => create(k).then((r) => r.payment)));
    const paid = new Map<string, PaidLink>();
    await eachLimited(links, 4, async (link) => {
      const sentAt = Date.now();
      const result = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.solanaPayUrl });
      if (result.err) throw new Error(`paying ${link.id} failed on chain: ${JSON.stringify(result.err)}`);
      paid.set(link.id, { id: link.id, sentAt, confirmedAt: Date.now() });
    });
    const waitUntil = performance.now() + 120_000;
    while (links.some((l) => !completedAt.has(l.id)) && performance.now() < waitUntil)
      await new Promise((r) => setTimeout(r, 50));
    const latencies = links
      .filter((l) => completedAt.has(l.id))
      .map((l) => completedAt.get(l.id)! - paid.get(l.id)!.confirmedAt);
    if (latencies.length < links.length)
      console.log(`  (${links.length - latencies.length} of ${links.length} webhooks did not arrive within 120 s)`);

    return {
      shape,
      linksPerSecond: created / elapsed,
      cpuBusyPercent: (100 * (cpuAfter.busy - cpuBefore.busy)) / (cpuAfter.total - cpuBefore.total),
      webhookP50Ms: percentile(latencies, 50),
      webhookP95Ms: percentile(latencies, 95),
      recordedBy: recordedBy(
        [...paid.values()],
        cluster.workers.map((w) => w.logs()),
      ),
      hops: await traceHops(
        cluster.db,
        [...paid.values()].map((l) => ({ ...l, receivedAt: completedAt.get(l.id) })),
        cluster.workers.map((w) => w.logs()),
      ),
    };
  } finally {
    await cluster?.stop();
    await receiver.close().catch(() => undefined);
  }
}

console.log(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; ${MERCHANTS} merchants, ${CONCURRENCY} creations in flight for ${CREATE_SECONDS} s, ` +
    `${PAYMENTS} payments; Node ${process.version}`,
);
const chain = await startLocalnet({ port: 0 });
const results: Result[] = [];
try {
  for (const shape of [
    { apis: 1, workers: 1 },
    { apis: 2, workers: 2 },
  ]) {
    const r = await measure(shape, chain);
    results.push(r);
    console.log(
      `${r.shape.apis} API + ${r.shape.workers} worker${r.shape.workers > 1 ? 's' : ''}`.padEnd(22) +
        `creation ${r.linksPerSecond.toFixed(1).padStart(7)} links/s (CPU ${r.cpuBusyPercent.toFixed(0)}% busy)   ` +
        `confirmation to webhook p50 ${r.webhookP50Ms.toFixed(0)} ms, p95 ${r.webhookP95Ms.toFixed(0)} ms ` +
        `(goal p95 ≤ ${GOAL_WEBHOOK_P95_MS} ms: ${r.webhookP95Ms <= GOAL_WEBHOOK_P95_MS ? 'met' : 'NOT met'})`,
    );
    printHops(r.hops);
    console.log(`    recorded by: ${JSON.stringify(r.recordedBy)}`);
  }
} finally {
  await chain.close();
}
const [one, two] = results as [Result, Result];
const scaling = two.linksPerSecond / one.linksPerSecond;
console.log(`scaling 1 → 2 API processes: ${scaling.toFixed(2)}× (goal ≥ ${GOAL_SCALING}×)`);
if (scaling < GOAL_SCALING && one.cpuBusyPercent >= 85) {
  console.log(
    `  not met: with one API process the machine's CPUs were already ${one.cpuBusyPercent.toFixed(0)}% busy (PostgreSQL, the chain, ` +
      'the load generator and the processes share them), so a second process had no idle core to use.',
  );
}
console.log(
  `load average at end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
