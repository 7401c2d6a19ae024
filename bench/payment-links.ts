import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { count, eq } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import { payments } from '../apps/server/src/db/tables.ts';
import { newId } from '../apps/server/src/lib/ids.ts';
import { solanaPayUrl } from '../apps/server/src/modules/chains/solana/solana-pay-url.ts';
import { sqlTiming } from './sql-timing.ts';
import {
  config,
  database,
  DATABASE_URL,
  deps,
  linkBody,
  newMerchant,
  productUrl,
  shutDown,
  where,
  loadAverage,
  type Merchant,
} from './product-setup.ts';

// HTTP throughput of link creation and link reads: the real app (auth, rate limit, validation, QR, credit spend
// in a transaction, event row) against a bare Fastify route doing the one equivalent query on the same
// database handle: in-memory PGlite, or PostgreSQL with DATABASE_URL. autocannon runs in this process too,
// so the numbers include its CPU cost. Goals (issue 11) are printed, never asserted.

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
interface RequestContext {
  merchant?: number;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  requests?: {
    setupRequest(req: { path: string; headers: Record<string, string> }, context: RequestContext): unknown;
  }[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MERCHANTS = Math.max(1, Number(process.env.BENCH_MERCHANTS ?? 50));
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);

const merchants: Merchant[] = [];
for (let i = 0; i < MERCHANTS; i++) merchants.push(await newMerchant(i));
const [first] = merchants as [Merchant];
const { wallet, accountId: firstUserId } = first;

// Bare: the same INSERT into payments (same table, indexes and row) and the same SELECT by id, with no auth,
// rate limit, validation, QR rendering, credit spend or event row.
const sampleUrl = solanaPayUrl({
  recipient: wallet,
  amount: '1.5',
  splToken: config.usdcMint,
  reference: base58Encode(randomBytes(32)),
  label: 'Bench order',
  message: 'Thanks',
  memo: newId('pay'),
});
const json = (v: unknown) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x));
const bare = Fastify();
bare.post('/insert', async (_req, reply) => {
  const now = new Date();
  let id: string;
  const [row] = await deps.db
    .insert(payments)
    .values({
      id: (id = newId('pay')),
      checkoutUrl: `${config.appUrl}/payment/${id}`,
      accountId: firstUserId,
      label: 'Bench order',
      message: 'Thanks',
      amount: 1_500_000n,
      currency: 'USDC',
      network: 'solana',
      asset: config.usdcMint,
      recipientAddress: wallet,
      reference: base58Encode(randomBytes(32)),
      paymentUrl: sampleUrl,
      expiresAt: new Date(now.getTime() + 3_600_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return reply
    .status(201)
    .type('application/json')
    .send(json({ success: true, data: { payment: row } }));
});
bare.get<{ Params: { id: string } }>('/payments/:id', async (req, reply) => {
  const [row] = await deps.db.select().from(payments).where(eq(payments.id, req.params.id));
  if (!row) return reply.status(404).send({ success: false });
  return reply.type('application/json').send(json({ success: true, data: { payment: row } }));
});
await bare.listen({ host: '127.0.0.1', port: 0 });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  bad: number;
}
/**
 * One autocannon run. `perConnection` spreads the connections over the merchants: connection k acts as merchant
 * k mod MERCHANTS for all of its requests (its token or API key, its own link for reads).
 */
async function run(
  name: string,
  url: string,
  method: 'GET' | 'POST',
  body?: string,
  perConnection?: (m: Merchant) => { path?: string; auth?: string },
  merchantCount = MERCHANTS,
): Promise<Row> {
  let nextMerchant = 0;
  const opts = {
    url,
    method,
    connections: CONNECTIONS,
    headers: (body ? { 'content-type': 'application/json' } : {}) as Record<string, string>,
    body,
    requests: [
      {
        setupRequest(req: { path: string; headers: Record<string, string> }, context: RequestContext) {
          if (!perConnection) return req;
          context.merchant ??= nextMerchant++ % merchantCount;
          const { path, auth } = perConnection(merchants[context.merchant]!);
          return {
            ...req,
            ...(path ? { path } : {}),
            headers: { ...req.headers, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
          };
        },
      },
    ],
  };
  if (WARMUP_SECONDS > 0) await autocannon({ ...opts, duration: WARMUP_SECONDS });
  nextMerchant = 0;
  const { statements, transactions } = sqlTiming.reset();
  const cpuAtStart = process.cpuUsage();
  const dbThreadAtStart = database.databaseThreadMs?.() ?? 0;
  const r = await autocannon({ ...opts, duration: SECONDS });
  const cpu = process.cpuUsage(cpuAtStart);
  const dbThreadMs = (database.databaseThreadMs?.() ?? 0) - dbThreadAtStart;
  const row = {
    name,
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    bad: r.non2xx + r.errors + r.timeouts,
  };
  // CPU a request (this process, every thread, autocannon's share included): unlike req/s, it holds on a busy machine.
  const cpuMs = (cpu.user + cpu.system) / 1000 / Math.max(row.total, 1);
  // The CPU split: with PGlite on its thread, its busy time a request (the rest of the process CPU is the API thread's).
  const split = database.databaseThreadMs
    ? ` (database thread busy ${(dbThreadMs / Math.max(row.total, 1)).toFixed(2)} ms, ${((dbThreadMs / (SECONDS * 1000)) * 100).toFixed(0)}% of the run)`
    : '';
  console.log(
    `  ${name}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.total} requests, ${row.bad} non-2xx/errors, CPU ${cpuMs.toFixed(2)} ms a request${split}`,
  );
  // Where the connection is held: statements a request, and how long each transaction kept its connection.
  const held = transactions.sort((a, b) => a - b);
  const at = (q: number) => held[Math.min(held.length - 1, Math.floor(q * held.length))]?.toFixed(1) ?? '-';
  console.log(
    `    ${(statements.length / Math.max(row.total, 1)).toFixed(1)} statements a request; ${held.length} transactions held their connection p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
  );
  return row;
}

console.log(
  `payment-links bench: ${CONNECTIONS} connections over ${MERCHANTS} merchant(s), ${SECONDS} s per run (+${WARMUP_SECONDS} s warm-up), ${where}, node ${process.version}, load average ${loadAverage()}`,
);
const createProduct = await run(
  `create  product (${MERCHANTS} m)`,
  `${productUrl}/api/payments/payment-link`,
  'POST',
  linkBody,
  (m) => ({ auth: m.token }),
);
const createOne = await run(
  'create  product (1 m)',
  `${productUrl}/api/payments/payment-link`,
  'POST',
  linkBody,
  (m) => ({ auth: m.token }),
  1,
);
const createApiKey = await run(
  `create  API key (${MERCHANTS} m)`,
  `${productUrl}/api/v1/payment-links`,
  'POST',
  linkBody,
  (m) => ({ auth: m.apiKey }),
);
const createBare = await run('create  bare', `${bareUrl}/insert`, 'POST', '{}');
const readProduct = await run(
  `read    product (${MERCHANTS} m)`,
  `${productUrl}/api/payments/payments/x`,
  'GET',
  undefined,
  (m) => ({ path: `/api/payments/payments/${m.paymentId}`, auth: m.token }),
);
const readPublic = await run('read    public', `${productUrl}/api/payments/x`, 'GET', undefined, (m) => ({
  path: `/api/payments/${m.paymentId}`,
}));
const readBare = await run('read    bare', `${bareUrl}/payments/x`, 'GET', undefined, (m) => ({
  path: `/payments/${m.paymentId}`,
}));

const pad = (s: string | number, n: number) => String(s).padStart(n);
const fmt = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(2));
console.log('');
console.log(`${'operation'.padEnd(28)}${pad('req/s', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('errors', 8)}`);
for (const r of [createProduct, createOne, createApiKey, createBare, readProduct, readPublic, readBare]) {
  console.log(
    `${r.name.replace(/ +/g, ' ').padEnd(28)}${pad(fmt(r.rps), 9)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.bad, 8)}`,
  );
}
// Goals from issue 23 (with 50 merchants): creation at least 0.5x bare on PostgreSQL and 0.35x on PGlite, product
// reads 0.6x, public reads 0.8x; creation p99 at most 250 ms on PGlite with 20-50 merchants.
const createGoal = DATABASE_URL ? 0.5 : 0.35;
const ratios = [
  ['create product/bare', createProduct, createBare, createGoal],
  ['create 1 merchant/bare', createOne, createBare, createGoal],
  ['create API key/bare', createApiKey, createBare, createGoal],
  ['read product/bare', readProduct, readBare, 0.6],
  ['read public/bare', readPublic, readBare, 0.8],
] as const;
for (const [what, p, b, goal] of ratios) {
  const ratio = p.rps / b.rps;
  console.log(
    `${what.padEnd(28)}${pad(fmt(ratio), 9)}${pad(fmt(p.p50 / Math.max(b.p50, 1)), 9)}${pad(fmt(p.p99 / Math.max(b.p99, 1)), 9)}` +
      `   goal >= ${goal}x: ${ratio >= goal ? 'met' : 'NOT met'}`,
  );
}
if (!DATABASE_URL) {
  const met = createProduct.p99 <= 250 ? 'met' : 'NOT met';
  console.log(
    `create p99 with ${MERCHANTS} merchants: ${createProduct.p99} ms   goal <= 250 ms (20-50 merchants, PGlite): ${met}`,
  );
}
const [rows] = await deps.db.select({ n: count() }).from(payments);
console.log(`\npayments rows at the end: ${rows?.n}`);

await shutDown(() => bare.close());
