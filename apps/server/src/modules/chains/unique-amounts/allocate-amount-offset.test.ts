import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { merchantAccounts } from '../../accounts/schema';
import { bearer, createTestContext, signUp, type TestContext } from '../../../test/test-app';
import { allocateAmountOffset, MAX_OFFSET_STEPS } from './allocate-amount-offset';
import { releaseAmountOffset } from './release-amount-offset';
import { payments } from '../../payments/schema';

const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = '0x5dc05dc05dc05dc05dc05dc05dc05dc05dc05dc0';
let ctx: TestContext;
let token: string;

beforeAll(async () => {
  // Creating a link never calls the chain: an unreachable RPC URL is enough here.
  ctx = await createTestContext(
    { REQUIRE_EMAIL_VERIFICATION: 'false' },
    undefined,
    {},
    { ethereum: { rpcUrl: 'http://127.0.0.1:1', usdcAddress: USDC } },
  );
  const m = await signUp(ctx);
  token = m.token;
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ transactionCredits: 100 })
    .where(eq(merchantAccounts.id, m.accountId));
});
afterAll(() => ctx.close());

test(
  'concurrent links to one wallet take distinct free offsets, and a full wallet answers 409 instead of a duplicate',
  { tags: ['postgres'] },
  async () => {
    // Every offset but the last 5 is held by an open link of this wallet.
    const held = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(token),
      payload: { label: 'seed', amount: '1', network: 'ethereum', currency: 'USDC', walletAddress: WALLET },
    });
    const seedId = held.json().data.payment.id as string;
    await ctx.deps.db.execute(sql`delete from unique_amounts`);
    await ctx.deps.db.execute(sql`
    insert into payments (id, account_id, label, amount, pay_amount, currency, network, recipient_address, reference, payment_url, checkout_url, expires_at)
    select 'pay_fill_' || g, account_id, 'fill', 1, 1, 'USDC', 'ethereum', recipient_address, 'ref_fill_' || g, '', '/payment/pay_fill_' || g, expires_at
    from payments, generate_series(1, ${MAX_OFFSET_STEPS - 5}) g where payments.id = ${seedId}`);
    await ctx.deps.db.execute(sql`
    insert into unique_amounts (payment_id, network, asset, recipient, pay_amount)
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
  },
);

test('an amount an open link still holds for an earlier quote is never reclaimed; once the link ended and its quarantine passed, it is', async () => {
  const [seed] = await ctx.deps.db.select({ id: payments.id }).from(payments).limit(1);
  const recipient = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
  const usdc = USDC.toLowerCase();
  const price = 5_000_000n;
  const longAgo = new Date(Date.now() - 40 * 86_400_000);
  // Every amount a 5 USDC link to this wallet could ask for is held by one open link; one of them belongs to an
  // earlier quote of it, released 40 days ago (far past the late window plus the confirmation allowance).
  await ctx.deps.db.execute(sql`
    insert into unique_amounts (payment_id, network, asset, recipient, pay_amount, released_at)
    select ${seed!.id}, 'ethereum', ${usdc}, ${recipient}, ${price.toString()}::numeric + g,
      case when g = 1 then ${longAgo.toISOString()}::timestamptz end
    from generate_series(1, ${MAX_OFFSET_STEPS}) g`);
  const allocate = () =>
    ctx.deps.db.transaction((tx) =>
      allocateAmountOffset(tx, {
        paymentId: seed!.id,
        network: 'ethereum',
        currency: 'USDC',
        decimals: 6,
        asset: usdc,
        recipient,
        amount: price,
        lateWindowMs: 7 * 86_400_000,
        now: new Date(),
      }),
    );
  await expect(allocate()).rejects.toMatchObject({ status: 409 });

  // The link ends: its amounts are quarantined from its end (here long ago), then free.
  await ctx.deps.db.transaction((tx) => releaseAmountOffset(tx, seed!.id, longAgo));
  const taken = await allocate();
  expect(taken > price && taken <= price + BigInt(MAX_OFFSET_STEPS)).toBe(true);
});

test('an ETH offset changes only the last of the 8 decimals a wallet shows (issue 54: no 18-decimal amounts)', async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: {
      label: 'Human ETH',
      amount: '0.01',
      network: 'ethereum',
      currency: 'ETH',
      walletAddress: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { payAmount } = res.json().data.payment as { payAmount: string };
  // At most 8 decimals (a decimal string drops trailing zeros: 0.0100005 is 50 steps of 0.00000001).
  expect(payAmount).toMatch(/^0\.0100\d{1,4}$/);
  expect(payAmount).not.toBe('0.01');
});
