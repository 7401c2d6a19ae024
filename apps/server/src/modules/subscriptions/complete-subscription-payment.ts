import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { changeCredits } from '../credits/change-credits';
import type { CompletionHandler } from '../payments/lifecycle/completion-handlers';
import { addInterval } from './add-interval';
import { applySubscriptionTransition } from './apply-subscription-transition';
import { recurringPlans, subscriptionPeriods, subscriptions } from './schema';

/**
 * The credit of a link the public subscribe issued, charged once (the flag is cleared, if still set, in the
 * transaction that charges it). The customer has paid, so the link completes whatever the balance: without a credit
 * left the ledger row takes the balance below zero, a debt the merchant's next credits pay first (new links need a
 * credit again).
 */
async function chargeCreditWhenPaid(tx: Db, periodId: string, accountId: string, paymentId: string): Promise<void> {
  const [due] = await tx
    .update(subscriptionPeriods)
    .set({ creditWhenPaid: false })
    .where(and(eq(subscriptionPeriods.id, periodId), eq(subscriptionPeriods.creditWhenPaid, true)))
    .returning({ id: subscriptionPeriods.id });
  if (due)
    await changeCredits(tx, { accountId, delta: -1, reason: 'payment_link', referenceId: paymentId, overdraft: true });
}

/**
 * The completion handler of merchant links (registered for purpose `link`), run in the transaction that marks a link
 * COMPLETED: a link that is no subscription's passes through. The link subscribe issued is charged its credit now.
 * The first link makes the subscription ACTIVE from now for one interval; a renewal extends it from the previous end
 * (not from the payment time), and brings a PAST_DUE subscription back. Money paid to a CANCELED subscription is
 * owed back to the customer.
 */
export function completeSubscriptionPayment(clock: Pick<Clock, 'now'>): CompletionHandler {
  return async (tx, payment) => {
    const [period] = await tx.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.paymentId, payment.id));
    if (!period) return { owedBack: false };
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, period.subscriptionId))
      .for('update');
    await chargeCreditWhenPaid(tx, period.id, sub!.accountId, payment.id);
    const [plan] = await tx.select().from(recurringPlans).where(eq(recurringPlans.id, sub!.planId));
    const now = clock.now();
    if (sub!.status === 'CANCELED') {
      await tx.update(subscriptionPeriods).set({ paidAt: now }).where(eq(subscriptionPeriods.id, period.id));
      return { owedBack: true };
    }
    if (period.kind === 'first') {
      if (sub!.status !== 'INCOMPLETE') return { owedBack: false };
      const end = addInterval(now, plan!.interval, plan!.intervalCount);
      await tx
        .update(subscriptionPeriods)
        .set({ paidAt: now, periodStart: now, periodEnd: end })
        .where(eq(subscriptionPeriods.id, period.id));
      await applySubscriptionTransition(tx, sub!, 'first_paid', {
        paymentId: payment.id,
        now,
        fields: { currentPeriodStart: now, currentPeriodEnd: end },
      });
      return { owedBack: false };
    }
    await tx.update(subscriptionPeriods).set({ paidAt: now }).where(eq(subscriptionPeriods.id, period.id));
    // A renewal of a period already covered (paid twice) changes nothing more.
    if (sub!.currentPeriodEnd && period.periodEnd! > sub!.currentPeriodEnd) {
      await applySubscriptionTransition(tx, sub!, 'renewal_paid', {
        paymentId: payment.id,
        now,
        fields: {
          currentPeriodStart: period.periodStart,
          currentPeriodEnd: period.periodEnd,
          pastDueAt: null,
          renewalRetryAt: null,
        },
      });
    }
    return { owedBack: false };
  };
}
