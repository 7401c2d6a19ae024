import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { base58Encode } from '@paylink/shared';
import { buildAppConfig } from '../apps/server/src/config/app-config.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { createDeps } from '../apps/server/src/create-deps.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createAccount } from '../apps/server/src/modules/accounts/create-account.ts';
import { newId } from '../apps/server/src/lib/ids.ts';
import { createPaymentLink } from '../apps/server/src/modules/payments/links/create-payment-link.ts';
import { payLink } from '../apps/server/src/test/pay-link.ts';
import { updateWebhookEndpoint } from '../apps/server/src/modules/webhooks/update-webhook-endpoint.ts';
import { deliverWebhooksJob } from '../apps/server/src/jobs/deliver-webhooks.ts';
import { runJobLoop } from '../apps/server/src/jobs/run-job-loop.ts';
import { loadAverage } from './product-setup';

// (a) Throughput: BENCH_DELIVERIES payment.created events are queued, then the real job loop (the fair pool)
// sends them to a local receiver (HTTP on 127.0.0.1) as fast as they go. (b) Latency: the job loop runs at its
// default poll interval while BENCH_COMPLETIONS links complete one by one (a counted transfer of the full
// amount); each completion's webhook arrival is timed. (c) Noisy neighbour: the same while another merchant's
// endpoint accepts connections and never answers, with BENCH_NOISY (200) deliveries due to it.
// In-memory PGlite unless BENCH_DATABASE_URL points at PostgreSQL.

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 2000);
const COMPLETIONS = Number(process.env.BENCH_COMPLETIONS ?? 100);
const POLL_MS = Number(process.env.WEBHOOK_POLL_INTERVAL_MS ?? 500);
const NOISY = Number(process.env.BENCH_NOISY ?? 200);

const database = await openDatabase(
  process.env.BENCH_DATABASE_URL ? { kind: 'postgres', url: process.env.BENCH_DATABASE_URL } : { kind: 'pglite' },
);
const config = buildAppConfig(
  loadEnv({
    ALLOW_INSECURE_WEBHOOKS: 'true',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_POLL_INTERVAL_MS: String(POLL_MS),
    DEV_OUTBOX: 'false',
  }),
  { rpcUrl: 'http://127.0.0.1:1', wsUrl: 'ws://127.0.0.1:1', local: false },
);
const deps = await createDeps(database, config, pino({ level: 'silent' }));
console.log(`webhooks bench: ${database.kind}, node ${process.version}, load average ${loadAverage()}`);

// The receiver runs in its own process: PGlite runs on this process's thread and would otherwise delay its answers.
const RECEIVER = `
  import http from 'node:http';
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString());
      res.end('ok');
      process.stdout.write(JSON.stringify({ type: body.event_type, id: body.data.payment.id, at: performance.timeOrigin + performance.now() }) + '\\n');
    });
  });
  // The noisy neighbour's endpoint: accepts every connection and never answers.
  const hang = http.createServer(() => {});
  server.listen(0, '127.0.0.1', () => hang.listen(0, '127.0.0.1', () =>
    process.stdout.write(JSON.stringify({ port: server.address().port, hangPort: hang.address().port }) + '\\n')));
`;
const child = spawn(process.execPath, ['--input-type=module', '-e', RECEIVER], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const lines = createInterface({ input: child.stdout! });
const arrivals = new Map<string, number>();
let received = 0;
const { port, hangPort } = await new Promise<{ port: number; hangPort: number }>((resolve) => {
  lines.on('line', (line) => {
    const msg = JSON.parse(line) as { port?: number; hangPort?: number; type?: string; id?: string; at?: number };
    if (msg.port) return resolve({ port: msg.port, hangPort: msg.hangPort! });
    received += 1;
    if (msg.type === 'payment.completed') arrivals.set(msg.id!, msg.at!);
  });
});
const receiverUrl = `http://127.0.0.1:${port}`;
const epochNow = () => performance.timeOrigin + performance.now();

async function merchant(url: string, credits: number) {
  const walletAddress = base58Encode(randomBytes(32));
  const { id } = await createAccount(deps.db, {
    email: `bench-${newId('usr')}@example.com`,
    verified: true,
    walletAddress,
    credits: { delta: credits, reason: 'signup_bonus' },
  });
  await updateWebhookEndpoint(deps, id, undefined, { url });
  return async () =>
    (
      await createPaymentLink(
        deps,
        { id, walletAddress },
        { amount: '1', currency: 'SOL', network: 'solana', label: 'Bench' },
      )
    ).payment.id;
}
const newLink = await merchant(`${receiverUrl}/hook`, DELIVERIES + 2 * COMPLETIONS);

// The worker's real job loop; a sender that frees up wakes it (as in worker.ts).
function startWorker() {
  const job = deliverWebhooksJob({}, () => loop.wake());
  const loop = runJobLoop(deps, job, POLL_MS);
  return { wake: () => loop.wake(), stop: async () => (await loop.stop(), await job.idle()) };
}

// (a) throughput
for (let i = 0; i < DELIVERIES; i += 1) await newLink();
const before = received;
const started = performance.now();
const sender = startWorker();
while (received - before < DELIVERIES) await new Promise((r) => setTimeout(r, 10));
const seconds = (performance.now() - started) / 1000;
await sender.stop();
console.log(
  `(a) ${DELIVERIES} deliveries to one endpoint in ${seconds.toFixed(2)} s: ${(DELIVERIES / seconds).toFixed(0)} deliveries/s (${database.kind})`,
);

/** Completes COMPLETIONS links one by one while the worker runs; the completion -> arrival times, sorted. */
async function completionLatencies(): Promise<number[]> {
  const links: string[] = [];
  for (let i = 0; i < COMPLETIONS; i += 1) links.push(await newLink());
  const worker = startWorker();
  await new Promise((r) => setTimeout(r, 2000)); // the payment.created events go out first
  const completedAt = new Map<string, number>();
  for (const id of links) {
    await payLink(deps.db, id, 1_000_000_000n);
    completedAt.set(id, epochNow());
    // What the worker does when the notifier reports a changed payment (worker.ts); the poll stays the safety net.
    worker.wake();
    await new Promise((r) => setTimeout(r, 37)); // spread completions over the poll interval
  }
  const deadline = performance.now() + 30_000;
  while (links.some((id) => !arrivals.has(id)) && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  await worker.stop();
  return links
    .filter((id) => arrivals.has(id))
    .map((id) => arrivals.get(id)! - completedAt.get(id)!)
    .sort((x, y) => x - y);
}
const report = (label: string, latencies: number[]) => {
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  console.log(
    `${label} over ${latencies.length}/${COMPLETIONS} payments, poll ${POLL_MS} ms: p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`,
  );
};

// (b) completion -> arrival
report('(b) completion -> webhook arrival, woken on each change,', await completionLatencies());

// (c) the same while another merchant's endpoint hangs with NOISY deliveries due
const noisyLink = await merchant(`http://127.0.0.1:${hangPort}/hook`, NOISY);
for (let i = 0; i < NOISY; i += 1) await noisyLink();
report(
  `(c) noisy neighbour (${NOISY} due to an endpoint that never answers): completion -> arrival,`,
  await completionLatencies(),
);

child.kill();
await database.close();
console.log(`load average at end: ${loadAverage()}`);
