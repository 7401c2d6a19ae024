import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { checkoutUrl } from '../payments/links/checkout-url';
import { addDays } from './add-interval';
import { applySubscriptionTransition } from './apply-subscription-transition';
import { planText } from './plan-text';
import { portalToken, portalUrl } from './portal-token';
import { recurringPlans, subscriptionPeriods, subscriptions } from './schema';
import { canceledEmail, pastDueEmail } from './subscription-emails';

/**
 * An unpaid renewal's consequences, once each (under the subscription's row lock, through the transition table):
 * ACTIVE → PAST_DUE when the renewal is due, PAST_DUE → CANCELED (`unpaid`) `graceDays` later, each with its event
 * and a notice to the customer. Returns whether this call moved the subscription.
 */
export async function lapseSubscription(deps: Deps, periodId: string, now: Date): Promise<boolean> {
  const moved = await deps.db.transaction(async (tx) => {
    const [period] = await tx.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.id, periodId));
    if (!period || period.paidAt || !period.dueAt) return null;
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, period.subscriptionId))
      .for('update');
    const [plan] = await tx.select().from(recurringPlans).where(eq(recurringPlans.id, sub!.planId));
    // Only the renewal of the period that follows the current one counts.
    if (sub!.currentPeriodEnd?.getTime() !== period.periodStart?.getTime()) return null;
    const cancelAt = addDays(period.dueAt, plan!.graceDays);
    if (sub!.status === 'ACTIVE' && period.dueAt <= now) {
      const updated = await applySubscriptionTransition(tx, sub!, 'renewal_unpaid', {
        paymentId: period.paymentId,
        now,
        fields: { pastDueAt: now },
      });
      return { updated, plan: plan!, period, cancelAt };
    }
    if (sub!.status === 'PAST_DUE' && cancelAt <= now) {
      const updated = await applySubscriptionTransition(tx, sub!, 'grace_over', {
        paymentId: period.paymentId,
        now,
        fields: { canceledAt: now, cancelReason: 'unpaid' },
      });
      return { updated, plan: plan!, period, cancelAt };
    }
    return null;
  });
  if (!moved) return false;
  const { updated, plan, period, cancelAt } = moved;
  const text = planText(deps.config, plan);
  const message =
    updated.status === 'PAST_DUE'
      ? pastDueEmail(
          updated.email,
          text,
          checkoutUrl(deps.config.appUrl, period.paymentId),
          portalUrl(deps.config.appUrl, await portalToken(deps.db, updated.id)),
          cancelAt,
        )
      : canceledEmail(updated.email, text, 'unpaid', updated.currentPeriodEnd);
  await deps.mailer
    .send(message)
    .catch((err: unknown) => deps.log.warn({ err, subscriptionId: updated.id }, 'subscription notice not sent'));
  return true;
}
