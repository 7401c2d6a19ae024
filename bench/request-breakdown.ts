import diagnostics from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';
import { sqlTiming, type Statement } from './sql-timing.ts';
import {
  app,
  database,
  linkBody,
  newMerchant,
  productUrl,
  shutDown,
  where,
  loadAverage,
  type Merchant,
} from './product-setup.ts';

// Where one request's time goes, request by request (one at a time, so each statement and phase belongs to the
// request in flight): before the handler (routing, auth, role guard, rate limit, idempotency, validation), the
// handler (split into each SQL statement and the JavaScript between them), and after it (serialization, onSend,
// writing the response). Statements are timed at Drizzle (every query of the product goes through it, the rate
// limiter's included); "transaction held" is how long a transaction kept its connection, which on PGlite (one
// connection) every other request waits for. Numbers are means over BENCH_REQUESTS requests of each kind.

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP_REQUESTS ?? 30);

// The request's timeline: received, handler started, handler's promise settled, response written.
const marks: { received: number; handlerStart?: number; handlerEnd?: number; finished?: number } = { received: 0 };
app.server.prependListener('request', (_req, res) => {
  marks.received = performance.now();
  res.once('finish', () => (marks.finished = performance.now()));
});
const handler = diagnostics.tracingChannel('fastify.request.handler');
handler.subscribe({
  start: () => void (marks.handlerStart = performance.now()),
  end: () => undefined,
  asyncStart: () => void (marks.handlerEnd = performance.now()),
  asyncEnd: () => undefined,
  error: () => undefined,
});

interface Sample {
  total: number;
  before: number;
  beforeDb: number;
  handler: number;
  handlerDb: number;
  after: number;
  tx: number;
  statements: Statement[];
}
async function one(method: string, path: string, auth?: string, body?: string): Promise<Sample> {
  const { statements, transactions } = sqlTiming.reset();
  marks.handlerStart = marks.handlerEnd = marks.finished = undefined;
  const res = await fetch(`${productUrl}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(auth ? { authorization: `Bearer ${auth}` } : {}),
    },
    body,
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  const { received, handlerStart = received, handlerEnd = handlerStart, finished = handlerEnd } = marks;
  const dbIn = (from: number, to: number) =>
    statements.filter((s) => s.at >= from && s.at < to).reduce((sum, s) => sum + s.ms, 0);
  return {
    total: finished - received,
    before: handlerStart - received,
    beforeDb: dbIn(received, handlerStart),
    handler: handlerEnd - handlerStart,
    handlerDb: dbIn(handlerStart, handlerEnd),
    after: finished - handlerEnd,
    tx: transactions.reduce((a, b) => a + b, 0),
    statements:
      database.kind === 'pglite' && transactions.length
        ? [
            ...statements,
            ...transactions.flatMap(() => [
              { label: 'begin', at: 0, ms: 0 },
              { label: 'commit', at: 0, ms: 0 },
            ]),
          ]
        : statements,
  };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);
const ms = (x: number) => x.toFixed(2).padStart(7);
async function measure(name: string, request: (m: Merchant) => Promise<Sample>, merchants: Merchant[]) {
  for (let i = 0; i < WARMUP; i++) await request(merchants[i % merchants.length]!);
  const samples: Sample[] = [];
  for (let i = 0; i < REQUESTS; i++) samples.push(await request(merchants[i % merchants.length]!));
  const pick = (k: Exclude<keyof Sample, 'statements'>) => mean(samples.map((s) => s[k]));
  const byLabel = new Map<string, { n: number; ms: number }>();
  for (const s of samples.flatMap((x) => x.statements)) {
    const entry = byLabel.get(s.label) ?? { n: 0, ms: 0 };
    byLabel.set(s.label, { n: entry.n + 1, ms: entry.ms + s.ms });
  }
  const perRequest = [...byLabel].map(
    ([label, e]) =>
      `${label} ${(e.n / samples.length).toFixed(e.n % samples.length ? 1 : 0)}× ${(e.ms / samples.length).toFixed(2)}`,
  );
  const count = [...byLabel.values()].reduce((a, e) => a + e.n, 0) / samples.length;
  console.log(`\n${name}: ${ms(pick('total'))} ms a request, ${count.toFixed(1)} statements`);
  console.log(
    `  before handler ${ms(pick('before'))}  (SQL ${ms(pick('beforeDb'))}, JS: routing, auth, rate limit, validation ${ms(pick('before') - pick('beforeDb'))})`,
  );
  console.log(
    `  handler        ${ms(pick('handler'))}  (SQL ${ms(pick('handlerDb'))}, JS ${ms(pick('handler') - pick('handlerDb'))}; transaction held ${ms(pick('tx'))})`,
  );
  console.log(`  after handler  ${ms(pick('after'))}  (serialization, response validation, onSend, write)`);
  console.log(`  statements (count, mean ms a request): ${perRequest.join(' · ')}`);
}

console.log(
  `request-breakdown bench: ${REQUESTS} requests of each kind one at a time (+${WARMUP} warm-up), ${where}, node ${process.version}, load average ${loadAverage()}`,
);
const merchants: Merchant[] = [];
for (let i = 0; i < 5; i++) merchants.push(await newMerchant(i));
await measure('create, signed in', (m) => one('POST', '/api/payments/payment-link', m.token, linkBody), merchants);
await measure('create, API key', (m) => one('POST', '/api/v1/payment-links', m.apiKey, linkBody), merchants);
await measure('read, signed in', (m) => one('GET', `/api/payments/payments/${m.paymentId}`, m.token), merchants);
await measure('read, public', (m) => one('GET', `/api/payments/${m.paymentId}`), merchants);
await shutDown();
