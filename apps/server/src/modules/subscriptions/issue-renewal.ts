import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { newId } from '../../lib/ids';
import { accountOwner } from '../accounts/account-owner';
import { findAccount } from '../accounts/find-account';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit';
import { addDays, addInterval } from './add-interval';
import { issueSubscriptionLink } from './issue-subscription-link';
import { recurringPlans, subscriptionPeriods, subscriptions } from './schema';
import { sendLinkEmail } from './send-link-email';
import { renewalNeedsCreditsEmail } from './subscription-emails';

/** The subscription moved on (canceled, renewed) between the read and the link's transaction: nothing to issue. */
class RenewalNotDue extends Error {}

const PERIOD_TAKEN = 'subscription_periods_period_uq';

export type RenewalOutcome = 'issued' | 'already_issued' | 'not_due' | 'no_credits';

/**
 * Issues the renewal link of an ACTIVE subscription's next period (from the current end, one interval) and emails
 * it. Once per period, whatever the number of workers: the period row is unique per (subscription, period start)
 * and written in the link's transaction, so a second issuer's link, and its credit, roll back. Without a credit the
 * period waits: retried a day later, the merchant emailed (once a day), the customer never made past due for it
 * (a renewal is due at the period's end, or a day after its link is sent when that comes later, and the grace days
 * follow).
 */
export async function issueRenewal(deps: Deps, subscriptionId: string, now: Date): Promise<RenewalOutcome> {
  const [row] = await deps.db
    .select({ sub: subscriptions, plan: recurringPlans })
    .from(subscriptions)
    .innerJoin(recurringPlans, eq(recurringPlans.id, subscriptions.planId))
    .where(eq(subscriptions.id, subscriptionId));
  if (!row || row.sub.status !== 'ACTIVE' || !row.sub.currentPeriodEnd) return 'not_due';
  const { sub, plan } = row;
  const merchant = await findAccount(deps.db, sub.accountId);
  if (!merchant) return 'not_due';
  const start = sub.currentPeriodEnd!;
  const end = addInterval(start, plan.interval, plan.intervalCount);
  // On time, the renewal is due at the end of the period; a link that comes late (credits) leaves at least a day.
  const earliestDue = addDays(now, 1);
  const dueAt = earliestDue > start ? earliestDue : start;
  const periodId = newId('spr');
  try {
    await issueSubscriptionLink(deps, merchant, plan, {
      // Payable through the grace days (link expiry is wall time; it only bounds how long the link is watched).
      expiresInS: (dueAt.getTime() - now.getTime()) / 1000 + plan.graceDays * 86_400,
      message: `Renewal of your subscription to ${plan.name}`,
      async onCreated(tx, link) {
        const [locked] = await tx.select().from(subscriptions).where(eq(subscriptions.id, sub.id)).for('update');
        if (locked?.status !== 'ACTIVE' || locked.currentPeriodEnd?.getTime() !== start.getTime())
          throw new RenewalNotDue();
        await tx.insert(subscriptionPeriods).values({
          id: periodId,
          subscriptionId: sub.id,
          paymentId: link.id,
          kind: 'renewal',
          periodStart: start,
          periodEnd: end,
          dueAt,
          createdAt: now,
        });
      },
    });
  } catch (err) {
    if (err instanceof RenewalNotDue) return 'not_due';
    if (isUniqueViolation(err, PERIOD_TAKEN)) return 'already_issued';
    if (err instanceof AppError && err.code === 'INSUFFICIENT_CREDITS') {
      await deps.db
        .update(subscriptions)
        .set({ renewalRetryAt: addDays(now, 1), updatedAt: now })
        .where(eq(subscriptions.id, sub.id));
      if ((await consumeRateLimit(deps.rateLimits.subscriptionCreditsAlert, merchant.id)).allowed) {
        const owner = await accountOwner(deps.db, merchant.id);
        if (owner) await deps.mailer.send(renewalNeedsCreditsEmail(owner.email, `${deps.config.appUrl}/settings`));
      }
      return 'no_credits';
    }
    throw err;
  }
  await sendLinkEmail(deps, periodId, now);
  return 'issued';
}
