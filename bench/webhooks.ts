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
import { users } from '../apps/server/src/db/tables.ts';
import { newId } from '../apps/server/src/lib/ids.ts';
import { changeCredits } from '../apps/server/src/modules/credits/change-credits.ts';
import { createPaymentLink } from '../apps/server/src/modules/payments/create-payment-link.ts';
import { payLink } from '../apps/server/src/test/pay-link.ts';
import { deliverDueWebhooks } from '../apps/server/src/modules/webhooks/deliver-due-webhooks.ts';
import { setWebhookUrl } from '../apps/server/src/modules/webhooks/set-webhook-url.ts';
import { deliverWebhooksJob } from '../apps/server/src/jobs/deliver-webhooks.ts';
import { runJobLoop } from '../apps/server/src/jobs/run-job-loop.ts';

// (a) Throughput: BENCH_DELIVERIES payment.created events are queued, then the worker's rounds send them to a
// local receiver (HTTP on 127.0.0.1) as fast as they go. (b) Latency: the real job loop runs at its default
// poll interval while BENCH_COMPLETIONS links complete one by one (a counted transfer of the full amount); each completion's webhook arrival is timed.
// In-memory PGlite unless BENCH_DATABASE_URL points at PostgreSQL.

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 2000);
const COMPLETIONS = Number(process.env.BENCH_COMPLETIONS ?? 100);
const POLL_MS = Number(process.env.WEBHOOK_POLL_INTERVAL_MS ?? 500);

const database = await openDatabase(process.env.BENCH_DATABASE_URL ? { kind: 'postgres', url: process.env.BENCH_DATABASE_URL } : { kind: 'pglite' });
const config = buildAppConfig(
  loadEnv({ ALLOW_INSECURE_WEBHOOKS: 'true', WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_INTERVAL_MS: String(POLL_MS), DEV_OUTBOX: 'false' }),
  { rpcUrl: 'http://127.0.0.1:1', wsUrl: 'ws://127.0.0.1:1', local: false },
);
const deps = await createDeps(database, config, pino({ level: 'silent' }));

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
  server.listen(0, '127.0.0.1', () => process.stdout.write(JSON.stringify({ port: server.address().port }) + '\\n'));
`;
const child = spawn(process.execPath, ['--input-type=module', '-e', RECEIVER], { stdio: ['ignore', 'pipe', 'inherit'] });
const lines = createInterface({ input: child.stdout! });
const arrivals = new Map<string, number>();
let received = 0;
const port = await new Promise<number>((resolve) => {
  lines.on('line', (line) => {
    const msg = JSON.parse(line) as { port?: number; type?: string; id?: string; at?: number };
    if (msg.port) return resolve(msg.port);
    received += 1;
    if (msg.type === 'payment.completed') arrivals.set(msg.id!, msg.at!);
  });
});
const receiverUrl = `http://127.0.0.1:${port}`;
const epochNow = () => performance.timeOrigin + performance.now();

const userId = newId('usr');
const wallet = base58Encode(randomBytes(32));
await deps.db.insert(users).values({ id: userId, email: `bench-${userId}@example.com`, walletAddress: wallet });
await changeCredits(deps.db, { userId, delta: DELIVERIES + COMPLETIONS, reason: 'signup_bonus', referenceId: userId });
await setWebhookUrl(deps, userId, `${receiverUrl}/hook`);

const newLink = async () => (await createPaymentLink(deps, { id: userId, walletAddress: wallet }, { amount: '1', currency: 'SOL', network: 'solana', label: 'Bench' })).payment.id;

// (a) throughput
for (let i = 0; i < DELIVERIES; i += 1) await newLink();
const before = received;
const started = performance.now();
let rounds = 0;
while (received - before < DELIVERIES) {
  await deliverDueWebhooks(deps, { batchSize: 50 });
  rounds += 1;
}
const seconds = (performance.now() - started) / 1000;
console.log(`(a) ${DELIVERIES} deliveries in ${seconds.toFixed(2)} s: ${(DELIVERIES / seconds).toFixed(0)} deliveries/s (${rounds} rounds of up to 50, ${database.kind})`);

// (b) completion -> arrival
const links: string[] = [];
for (let i = 0; i < COMPLETIONS; i += 1) links.push(await newLink());
const loop = runJobLoop(deps, deliverWebhooksJob(), POLL_MS);
await new Promise((r) => setTimeout(r, 2000)); // the payment.created events go out first
const completedAt = new Map<string, number>();
for (const id of links) {
  await payLink(deps.db, id, 1_000_000_000n);
  completedAt.set(id, epochNow());
  // What the worker does when the notifier reports a changed payment (worker.ts); the poll stays the safety net.
  loop.wake();
  await new Promise((r) => setTimeout(r, 37)); // spread completions over the poll interval
}
const deadline = performance.now() + 30_000;
while (arrivals.size < COMPLETIONS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
await loop.stop();
const latencies = links.filter((id) => arrivals.has(id)).map((id) => arrivals.get(id)! - completedAt.get(id)!).sort((x, y) => x - y);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
console.log(
  `(b) completion -> webhook arrival over ${latencies.length}/${COMPLETIONS} payments, woken on each change, poll ${POLL_MS} ms: p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`,
);

child.kill();
await database.close();
