import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { applySubscriptionTransition } from './apply-subscription-transition';
import { planText } from './plan-text';
import { recurringPlans, subscriptionPeriods, subscriptions, type SubscriptionRow } from './schema';
import { canceledEmail } from './subscription-emails';

/**
 * Cancels a subscription at once (customer or merchant): no renewal is issued any more, `currentPeriodEnd` is kept
 * so the merchant can honour what was paid; subscription.canceled goes out with the latest link. 409 when already
 * canceled. The customer is emailed a confirmation.
 */
export async function cancelSubscription(
  deps: Deps,
  sub: Pick<SubscriptionRow, 'id'>,
  by: 'customer' | 'merchant',
): Promise<SubscriptionRow> {
  const now = deps.clock.now();
  const canceled = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(subscriptions).where(eq(subscriptions.id, sub.id)).for('update');
    const [latest] = await tx
      .select({ paymentId: subscriptionPeriods.paymentId })
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.subscriptionId, sub.id))
      .orderBy(desc(subscriptionPeriods.createdAt))
      .limit(1);
    return applySubscriptionTransition(tx, locked!, 'cancel', {
      paymentId: latest!.paymentId,
      now,
      fields: { canceledAt: now, cancelReason: by },
    });
  });
  const [plan] = await deps.db.select().from(recurringPlans).where(eq(recurringPlans.id, canceled.planId));
  await deps.mailer
    .send(canceledEmail(canceled.email, planText(deps.config, plan!), by, canceled.currentPeriodEnd))
    .catch((err: unknown) => deps.log.warn({ err, subscriptionId: sub.id }, 'cancellation email not sent'));
  return canceled;
}
