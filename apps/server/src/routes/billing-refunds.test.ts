// @module-tag smoke
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { changeCredits } from '../modules/credits/change-credits';
import { creditLedger } from '../modules/credits/schema';
import { merchantAccounts, users } from '../modules/accounts/schema';
import { bearer, signUp } from '../test/test-app';
import { useStripeStandIn } from '../test/stripe-stand-in';

const stripe = useStripeStandIn();
const { checkout, event, deliver, userState, overview } = stripe;

describe('card purchases through Stripe Checkout', () => {
  it('a refund and a dispute take the purchased credits back once; credits already spent flag the account for an admin', async () => {
    const paid = async (credits: number, paymentIntent: string) => {
      const m = await signUp(stripe.ctx);
      await checkout(m.token, { package: 'pay-as-you-go', credits });
      const session = {
        id: `cs_test_${stripe.sessionCount()}`,
        object: 'checkout.session',
        payment_status: 'paid',
        mode: 'payment',
        payment_intent: paymentIntent,
      };
      expect((await deliver(event('checkout.session.completed', session))).statusCode).toBe(200);
      return m;
    };
    const charge = (paymentIntent: string, refunded = true) => ({
      id: `ch_${paymentIntent}`,
      object: 'charge',
      payment_intent: paymentIntent,
      refunded,
      amount: 500,
      amount_refunded: refunded ? 500 : 100,
    });
    const reversals = async (accountId: string) =>
      stripe.ctx.deps.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.accountId, accountId), eq(creditLedger.reason, 'purchase_reversed')));

    // Refunded while the credits are still there: all 50 go back, exactly once (repeated and concurrent events, then a dispute).
    const kept = await paid(50, 'pi_kept');
    const refund = event('charge.refunded', charge('pi_kept'));
    await Promise.all([deliver(refund), deliver(refund), deliver(event('charge.refunded', charge('pi_kept')))]);
    await deliver(
      event('charge.dispute.created', {
        id: 'dp_kept',
        object: 'dispute',
        charge: 'ch_pi_kept',
        payment_intent: 'pi_kept',
        amount: 500,
      }),
    );
    expect(await userState(kept.accountId)).toMatchObject({ credits: 5 });
    expect((await reversals(kept.accountId)).map((r) => r.delta)).toEqual([-50]);
    expect((await overview(kept.token)).history[0]).toMatchObject({
      what: expect.stringContaining('refunded or disputed'),
      credits: -50,
      status: 'REVERSED',
    });

    // Disputed after spending: the balance goes to zero, never below, and the account is flagged with what is owed.
    const spent = await paid(50, 'pi_spent');
    await stripe.ctx.deps.db.transaction((tx) =>
      changeCredits(tx, { accountId: spent.accountId, delta: -45, reason: 'payment_link' }),
    );
    await deliver(
      event('charge.dispute.created', {
        id: 'dp_spent',
        object: 'dispute',
        charge: 'ch_pi_spent',
        payment_intent: 'pi_spent',
        amount: 500,
      }),
    );
    expect(await userState(spent.accountId)).toMatchObject({ credits: 0 });
    expect((await reversals(spent.accountId)).map((r) => r.delta)).toEqual([-10]);
    const admin = await signUp(stripe.ctx);
    await stripe.ctx.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.accountId));
    const list = await stripe.ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users?search=${encodeURIComponent(spent.email)}`,
      headers: bearer(admin.token),
    });
    expect(list.json().data.users[0]).toMatchObject({
      email: spent.email,
      reviewReason: expect.stringContaining('40 of its 50 credits were already spent'),
    });

    // A partial refund takes nothing and asks an admin to decide.
    const partial = await paid(50, 'pi_partial');
    await deliver(event('charge.refunded', charge('pi_partial', false)));
    expect(await userState(partial.accountId)).toMatchObject({ credits: 55 });
    const [row] = await stripe.ctx.deps.db
      .select()
      .from(merchantAccounts)
      .where(eq(merchantAccounts.id, partial.accountId));
    expect(row!.reviewReason).toMatch(/Partial card refund/);
  });
});
