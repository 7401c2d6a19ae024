import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { merchantAccounts } from '../accounts/schema';
import { paymentQuotes } from '../pricing/schema';
import { bearer, createTestContext, signUp, type TestContext } from '../../test/test-app';
import { payments } from './schema';

// The migration that renames the `mint` columns (they hold ERC-20 contracts too) to `asset`; the database already
// ran it, so the test puts the old names back over a link's token and runs it again.
const migration = readFileSync(new URL('../../../drizzle/0043_asset-columns.sql', import.meta.url), 'utf8');
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = '0x5dc05dc05dc05dc05dc05dc05dc05dc05dc05dc0';
const TABLES = ['payments', 'payment_transfers', 'payment_quotes', 'refunds'];

let ctx: TestContext;
beforeAll(async () => {
  // Creating a link never calls the chain: an unreachable RPC URL is enough here.
  ctx = await createTestContext(
    { REQUIRE_EMAIL_VERIFICATION: 'false' },
    undefined,
    {},
    { ethereum: { rpcUrl: 'http://127.0.0.1:1', usdcAddress: USDC } },
  );
});
afterAll(() => ctx.close());

it('renames mint to asset in place: a link and its quote keep the contract they are paid in', async () => {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ transactionCredits: 10 })
    .where(eq(merchantAccounts.id, m.accountId));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: { label: 'Order', amount: '5', network: 'ethereum', currency: 'USDC', walletAddress: WALLET },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.payment.id as string;
  for (const table of TABLES)
    await ctx.deps.db.execute(sql.raw(`ALTER TABLE "${table}" RENAME COLUMN "asset" TO "mint"`));

  for (const statement of migration.split('--> statement-breakpoint')) await ctx.deps.db.execute(sql.raw(statement));

  const [link] = await ctx.deps.db.select({ asset: payments.asset }).from(payments).where(eq(payments.id, id));
  expect(link?.asset?.toLowerCase()).toBe(USDC);
  const quotes = await ctx.deps.db
    .select({ asset: paymentQuotes.asset })
    .from(paymentQuotes)
    .where(eq(paymentQuotes.paymentId, id));
  for (const quote of quotes) expect(quote.asset?.toLowerCase()).toBe(USDC);
});
