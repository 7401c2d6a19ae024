import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paymentQuotes } from '../pricing/schema';
import type { TestContext } from '../../test/test-app';
import {
  contextWithOfflineEthereum,
  ethereumUsdcLink,
  OFFLINE_ETHEREUM,
  replayMigration,
} from '../../test/replay-migration';
import { payments } from './schema';

// The migration that renames the `mint` columns (they hold ERC-20 contracts too) to `asset`; the database already
// ran it, so the test puts the old names back over a link's token and runs it again.
const USDC = OFFLINE_ETHEREUM.usdc;
const TABLES = ['payments', 'payment_transfers', 'payment_quotes', 'refunds'];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await contextWithOfflineEthereum();
});
afterAll(() => ctx.close());

it('renames mint to asset in place: a link and its quote keep the contract they are paid in', async () => {
  const id = await ethereumUsdcLink(ctx);
  for (const table of TABLES)
    await ctx.deps.db.execute(sql.raw(`ALTER TABLE "${table}" RENAME COLUMN "asset" TO "mint"`));

  await replayMigration(ctx.deps.db, '0043_asset-columns.sql');

  const [link] = await ctx.deps.db.select({ asset: payments.asset }).from(payments).where(eq(payments.id, id));
  expect(link?.asset?.toLowerCase()).toBe(USDC);
  const quotes = await ctx.deps.db
    .select({ asset: paymentQuotes.asset })
    .from(paymentQuotes)
    .where(eq(paymentQuotes.paymentId, id));
  for (const quote of quotes) expect(quote.asset?.toLowerCase()).toBe(USDC);
});
