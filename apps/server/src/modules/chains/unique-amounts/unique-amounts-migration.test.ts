import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../../lib/query-rows';
import type { TestContext } from '../../../test/test-app';
import {
  contextWithOfflineEthereum,
  ethereumUsdcLink,
  OFFLINE_ETHEREUM,
  replayMigration,
} from '../../../test/replay-migration';
import { findAmountHolder } from './find-amount-holder';
import { uniqueAmounts } from './schema';

// The migration that gives evm_amount_offsets (which holds satoshis too) its network-neutral name; the database
// already ran it, so the test puts the old names back over a held amount and runs it again.
const { wallet: WALLET, usdc: USDC } = OFFLINE_ETHEREUM;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await contextWithOfflineEthereum();
});
afterAll(() => ctx.close());

it('renames the table with its keys in place: an amount held before still names its link, and stays unique', async () => {
  const link = { id: await ethereumUsdcLink(ctx) };
  const [held] = await ctx.deps.db.select().from(uniqueAmounts).where(eq(uniqueAmounts.paymentId, link.id));
  for (const statement of [
    'ALTER TABLE "unique_amounts" RENAME TO "evm_amount_offsets"',
    'ALTER TABLE "evm_amount_offsets" RENAME CONSTRAINT "unique_amounts_payment_id_payments_id_fk" TO "evm_amount_offsets_payment_id_payments_id_fk"',
    'ALTER TABLE "evm_amount_offsets" RENAME CONSTRAINT "unique_amounts_pay_amount_pk" TO "evm_amount_offsets_pay_amount_pk"',
    'ALTER INDEX "unique_amounts_payment_idx" RENAME TO "evm_amount_offsets_payment_idx"',
  ]) {
    await ctx.deps.db.execute(sql.raw(statement));
  }

  await replayMigration(ctx.deps.db, '0039_unique-amounts.sql');

  expect(await ctx.deps.db.select().from(uniqueAmounts).where(eq(uniqueAmounts.paymentId, link.id))).toEqual([held]);
  expect(
    await findAmountHolder(ctx.deps.db, {
      network: 'ethereum',
      asset: USDC,
      recipient: WALLET,
      payAmount: held!.payAmount,
    }),
  ).toBe(link.id);
  await expect(ctx.deps.db.insert(uniqueAmounts).values({ ...held!, releasedAt: null })).rejects.toThrow();
  const [names] = await queryRows<{ old: string | null; pk: string | null; idx: string | null }>(
    ctx.deps.db,
    sql`select to_regclass('evm_amount_offsets')::text as old, to_regclass('unique_amounts_pay_amount_pk')::text as pk, to_regclass('unique_amounts_payment_idx')::text as idx`,
  );
  expect(names).toEqual({ old: null, pk: 'unique_amounts_pay_amount_pk', idx: 'unique_amounts_payment_idx' });
});
