import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../../lib/query-rows';
import { merchantAccounts } from '../../accounts/schema';
import { bearer, createTestContext, signUp, type TestContext } from '../../../test/test-app';
import { findAmountHolder } from './find-amount-holder';
import { uniqueAmounts } from './schema';

// The migration that gives evm_amount_offsets (which holds satoshis too) its network-neutral name; the database
// already ran it, so the test puts the old names back over a held amount and runs it again.
const migration = readFileSync(new URL('../../../../drizzle/0039_unique-amounts.sql', import.meta.url), 'utf8');
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = '0x5dc05dc05dc05dc05dc05dc05dc05dc05dc05dc0';

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

it('renames the table with its keys in place: an amount held before still names its link, and stays unique', async () => {
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
  const link = res.json().data.payment as { id: string };
  const [held] = await ctx.deps.db.select().from(uniqueAmounts).where(eq(uniqueAmounts.paymentId, link.id));
  for (const statement of [
    'ALTER TABLE "unique_amounts" RENAME TO "evm_amount_offsets"',
    'ALTER TABLE "evm_amount_offsets" RENAME CONSTRAINT "unique_amounts_payment_id_payments_id_fk" TO "evm_amount_offsets_payment_id_payments_id_fk"',
    'ALTER TABLE "evm_amount_offsets" RENAME CONSTRAINT "unique_amounts_pay_amount_pk" TO "evm_amount_offsets_pay_amount_pk"',
    'ALTER INDEX "unique_amounts_payment_idx" RENAME TO "evm_amount_offsets_payment_idx"',
  ]) {
    await ctx.deps.db.execute(sql.raw(statement));
  }

  for (const statement of migration.split('--> statement-breakpoint')) await ctx.deps.db.execute(sql.raw(statement));

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
