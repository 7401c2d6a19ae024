import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { checkoutUrl } from '../payments/links/checkout-url';
import { planText } from './plan-text';
import { portalToken, portalUrl } from './portal-token';
import { recurringPlans, subscriptionPeriods, subscriptions } from './schema';
import { renewalReminderEmail } from './subscription-emails';

/** The day-before reminder of an unpaid renewal, once (the period is claimed before sending). */
export async function remindRenewal(deps: Deps, periodId: string, now: Date): Promise<boolean> {
  const [claimed] = await deps.db
    .update(subscriptionPeriods)
    .set({ remindedAt: now })
    .where(
      and(
        eq(subscriptionPeriods.id, periodId),
        eq(subscriptionPeriods.kind, 'renewal'),
        isNull(subscriptionPeriods.remindedAt),
        isNull(subscriptionPeriods.paidAt),
      ),
    )
    .returning();
  if (!claimed) return false;
  const [row] = await deps.db
    .select({ sub: subscriptions, plan: recurringPlans })
    .from(subscriptions)
    .innerJoin(recurringPlans, eq(recurringPlans.id, subscriptions.planId))
    .where(eq(subscriptions.id, claimed.subscriptionId));
  const { sub, plan } = row!;
  const portal = portalUrl(deps.config.appUrl, await portalToken(deps.db, sub.id));
  await deps.mailer.send(
    renewalReminderEmail(
      sub.email,
      planText(deps.config, plan),
      checkoutUrl(deps.config.appUrl, claimed.paymentId),
      portal,
      claimed.dueAt!,
    ),
  );
  return true;
}
