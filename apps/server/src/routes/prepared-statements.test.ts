import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { createRateLimiter } from '../modules/rate-limits/create-rate-limiter';
import { consumeRateLimit } from '../modules/rate-limits/consume-rate-limit';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

// The hot reads run prepared statements: once built, a read sends its SQL without Drizzle building the text again.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

/** The SQL statements Drizzle builds (renders to text) while `run` runs. */
async function built(run: () => Promise<unknown>): Promise<string[]> {
  const dialect = PgDialect.prototype as unknown as { sqlToQuery(this: unknown, ...args: unknown[]): { sql: string } };
  const sqlToQuery = dialect.sqlToQuery;
  const texts: string[] = [];
  dialect.sqlToQuery = function (...args) {
    const query = sqlToQuery.apply(this, args);
    texts.push(query.sql);
    return query;
  };
  try {
    await run();
  } finally {
    dialect.sqlToQuery = sqlToQuery;
  }
  return texts;
}

it('the public read and the merchant detail build no SQL once their statements are prepared', async () => {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ walletAddress: base58Encode(randomBytes(32)) })
    .where(eq(merchantAccounts.id, m.accountId));
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: { amount: '1', label: 'Prepared' },
  });
  const id = created.json().data.payment.id as string;
  const reads = async () => {
    const pub = await ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` });
    expect(pub.json().data.id).toBe(id);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/payments/${id}`,
      headers: bearer(m.token),
    });
    expect(detail.json().data.payment.id).toBe(id);
  };
  await reads();
  const texts = await built(reads);
  expect(texts.filter((t) => /from "payments"/.test(t))).toEqual([]);
  expect(texts.filter((t) => /"rate_limit_buckets"/.test(t))).toEqual([]);
});

it('the prepared rate-limit count starts a new window once the last one ended', async () => {
  const limiter = createRateLimiter(
    { kind: 'db', db: ctx.deps.db },
    { keyPrefix: 'prepared-test', points: 2, durationS: 1 },
  );
  expect((await consumeRateLimit(limiter, 'k')).consumed).toBe(1);
  expect((await consumeRateLimit(limiter, 'k')).consumed).toBe(2);
  expect((await consumeRateLimit(limiter, 'k')).allowed).toBe(false);
  await new Promise((r) => setTimeout(r, 1100));
  const fresh = await consumeRateLimit(limiter, 'k');
  expect(fresh).toMatchObject({ allowed: true, consumed: 1, remaining: 1 });
});
