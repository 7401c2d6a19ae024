import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimited } from '../rate-limits/consume-rate-limit';
import { recurringPlans, subscriptionPeriods, subscriptions } from './schema';

/** The first link stays payable this long (a new subscribe gives a new one); a new subscription counts as unpaid as long. */
export const FIRST_LINK_EXPIRY_S = 24 * 60 * 60;

const TOO_MANY = 'This plan has too many unpaid subscriptions right now. Please try again later.';

/**
 * The public subscribe's cap (SUBSCRIBE_MAX_UNPAID_PER_PLAN): subscriptions of the plan started in the last
 * FIRST_LINK_EXPIRY_S whose first link is still unpaid (with a free trial: trials started that day, since every one
 * is unpaid at first). Past it the one 429, with Retry-After until the oldest of them leaves the window. Run in the
 * subscribe's transaction: the plan's row lock makes concurrent subscribes to one plan count one after the other,
 * on every API process.
 */
export async function assertUnpaidCap(tx: Db, opts: { planId: string; max: number; now: Date }): Promise<void> {
  await tx
    .select({ id: recurringPlans.id })
    .from(recurringPlans)
    .where(eq(recurringPlans.id, opts.planId))
    .for('update');
  const windowMs = FIRST_LINK_EXPIRY_S * 1000;
  const [open] = await tx
    .select({ n: count(), oldest: min(subscriptions.createdAt) })
    .from(subscriptions)
    .innerJoin(subscriptionPeriods, eq(subscriptionPeriods.subscriptionId, subscriptions.id))
    .where(
      and(
        eq(subscriptions.planId, opts.planId),
        gt(subscriptions.createdAt, new Date(opts.now.getTime() - windowMs)),
        eq(subscriptionPeriods.creditWhenPaid, true),
      ),
    );
  if (!open || open.n < opts.max) return;
  const retryAfterMs = (open.oldest?.getTime() ?? opts.now.getTime()) + windowMs - opts.now.getTime();
  throw rateLimited(() => TOO_MANY, Math.max(1, Math.ceil(retryAfterMs / 1000)));
}
