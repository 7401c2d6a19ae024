import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { users } from '../../accounts/schema';
import { bearer, createTestContext, signUp, type TestContext } from '../../../test/test-app';
import { MAX_OFFSET_STEPS } from './allocate-amount-offset';

const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = '0x5dc05dc05dc05dc05dc05dc05dc05dc05dc05dc0';
let ctx: TestContext;
let token: string;

beforeAll(async () => {
  // Creating a link never calls the chain: an unreachable RPC URL is enough here.
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' }, undefined, {}, { ethereum: { rpcUrl: 'http://127.0.0.1:1', usdcAddress: USDC } });
  const m = await signUp(ctx);
  token = m.token;
  await ctx.deps.db.update(users).set({ transactionCredits: 100 }).where(eq(users.id, m.userId));
});
afterAll(() => ctx.close());

test('concurrent links to one wallet take distinct free offsets, and a full wallet answers 409 instead of a duplicate', async () => {
  // Every offset but the last 5 is held by an open link of this wallet.
  const held = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label: 'seed', amount: '1', network: 'ethereum', currency: 'USDC', walletAddress: WALLET },
  });
  const seedId = held.json().data.payment.id as string;
  await ctx.deps.db.execute(sql`delete from evm_amount_offsets`);
  await ctx.deps.db.execute(sql`
    insert into payments (id, user_id, label, amount, pay_amount, currency, network, recipient_address, reference, solana_pay_url, expires_at)
    select 'pay_fill_' || g, user_id, 'fill', 1, 1, 'USDC', 'ethereum', recipient_address, 'ref_fill_' || g, '', expires_at
    from payments, generate_series(1, ${MAX_OFFSET_STEPS - 5}) g where payments.id = ${seedId}`);
  await ctx.deps.db.execute(sql`
    insert into evm_amount_offsets (payment_id, network, asset, recipient, pay_amount)
    select 'pay_fill_' || g, 'ethereum', ${USDC.toLowerCase()}, ${WALLET.toLowerCase()}, 10000000 + g from generate_series(1, ${MAX_OFFSET_STEPS - 5}) g`);

  const results = await Promise.all(
    Array.from({ length: 12 }, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/payment-link',
        headers: bearer(token),
        payload: { label: 'Order', amount: '10', network: 'ethereum', currency: 'USDC', walletAddress: WALLET },
      }),
    ),
  );
  const created = results.filter((r) => r.statusCode === 201).map((r) => r.json().data.payment.payAmount as string);
  const refused = results.filter((r) => r.statusCode === 409);
  expect(created).toHaveLength(5);
  expect(new Set(created).size).toBe(5);
  expect(created.every((a) => a > '10.00999' && a < '10.01')).toBe(true);
  expect(refused).toHaveLength(7);
  expect(refused[0]!.json()).toMatchObject({ success: false, code: 'CONFLICT' });
});
