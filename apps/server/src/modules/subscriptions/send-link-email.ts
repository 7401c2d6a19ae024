import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { EmailMessage } from '../email/mailer';
import { checkoutUrl } from '../payments/links/checkout-url';
import { planText } from './plan-text';
import { portalToken, portalUrl } from './portal-token';
import { recurringPlans, subscriptionPeriods, subscriptions, type SubscriptionPeriodRow } from './schema';
import { firstLinkEmail, renewalEmail, trialStartedEmail } from './subscription-emails';

/** The email that carries a period's link (first or renewal) and the portal link. */
export async function linkEmail(
  deps: Pick<Deps, 'db' | 'config'>,
  period: SubscriptionPeriodRow,
): Promise<EmailMessage> {
  const [row] = await deps.db
    .select({ sub: subscriptions, plan: recurringPlans })
    .from(subscriptions)
    .innerJoin(recurringPlans, eq(recurringPlans.id, subscriptions.planId))
    .where(eq(subscriptions.id, period.subscriptionId));
  const { sub, plan } = row!;
  const payUrl = checkoutUrl(deps.config.appUrl, period.paymentId);
  const portal = portalUrl(deps.config.appUrl, await portalToken(deps.db, sub.id));
  const text = planText(deps.config, plan);
  if (period.kind === 'first') return firstLinkEmail(sub.email, text, payUrl, portal);
  // A free trial's first link is a renewal written with the subscription itself (subscribe), at the same instant.
  const trialLink = period.createdAt.getTime() === sub.createdAt.getTime();
  return (trialLink ? trialStartedEmail : renewalEmail)(
    sub.email,
    text,
    payUrl,
    portal,
    period.periodEnd!,
    period.dueAt!,
  );
}

/**
 * Emails a period's link (the first one, or a renewal) with the portal link, once: the period is claimed before
 * sending (two workers never both send) and released when sending failed, for the next round to try again.
 * Returns whether this call sent it.
 */
export async function sendLinkEmail(deps: Deps, periodId: string, now: Date): Promise<boolean> {
  const [claimed] = await deps.db
    .update(subscriptionPeriods)
    .set({ emailedAt: now })
    .where(and(eq(subscriptionPeriods.id, periodId), isNull(subscriptionPeriods.emailedAt)))
    .returning();
  if (!claimed) return false;
  try {
    await deps.mailer.send(await linkEmail(deps, claimed));
    return true;
  } catch (err) {
    await deps.db.update(subscriptionPeriods).set({ emailedAt: null }).where(eq(subscriptionPeriods.id, periodId));
    throw err;
  }
}
