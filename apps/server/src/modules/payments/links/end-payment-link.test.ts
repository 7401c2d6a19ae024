import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../../accounts/schema';
import { expirePayments } from '../lifecycle/expire-payments';
import { paymentEvents } from '../schema';
import { bearer, createTestContext, signUp, type TestContext } from '../../../test/test-app';
import { getPayment } from './get-payment';
import { endPaymentLink } from './end-payment-link';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

async function openLink() {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ walletAddress: base58Encode(randomBytes(32)), transactionCredits: 5 })
    .where(eq(merchantAccounts.id, m.accountId));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: { amount: '0.1', currency: 'SOL', label: 'Order 7' },
  });
  return { m, id: res.json().data.payment.id as string };
}

describe('endPaymentLink (a canceled order)', () => {
  it('moves the expiry to now, so the expiry job ends the link through the transition table with payment.expired', async () => {
    const { m, id } = await openLink();
    const now = new Date();
    const ended = await ctx.deps.db.transaction((tx) => endPaymentLink(tx, m.accountId, id, now));
    expect(ended).toMatchObject({ status: 'PENDING', expiresAt: now });
    expect(await expirePayments(ctx.deps.db, new Date(now.getTime() + 1))).toContain(id);
    expect((await getPayment(ctx.deps.db, id)).status).toBe('EXPIRED');
    const events = await ctx.deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, id));
    expect(events.map((e) => e.type)).toEqual(['payment.created', 'payment.expired']);

    await expect(
      ctx.deps.db.transaction((tx) => endPaymentLink(tx, m.accountId, id, new Date())),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("never ends another merchant's link", async () => {
    const { id } = await openLink();
    const stranger = await signUp(ctx);
    await expect(
      ctx.deps.db.transaction((tx) => endPaymentLink(tx, stranger.accountId, id, new Date())),
    ).rejects.toMatchObject({ status: 404 });
    expect((await getPayment(ctx.deps.db, id)).status).toBe('PENDING');
  });
});
