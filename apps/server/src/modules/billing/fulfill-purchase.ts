import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockAccount } from '../accounts/lock-account';
import { setSubscription } from '../accounts/set-subscription';
import { changeCredits } from '../credits/change-credits';
import { setPlanAllowance } from '../credits/set-plan-allowance';
import { creditPurchases } from './schema';

export type PurchaseRow = typeof creditPurchases.$inferSelect;

/** One billing month from `from` (same day next month, clamped by Date to the month's length). */
export function oneMonthAfter(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * Completes a pending purchase exactly once, in the caller's transaction: the status moves PENDING → COMPLETED
 * under the row lock (a second delivery finds nothing to move), then a monthly plan starts its allowance and
 * sets the subscription tier, and anything else adds purchased credits. Returns false when already done.
 */
export async function fulfillPurchase(
  tx: Db,
  where: { purchaseId: string },
  opts: { now: Date; periodEnd?: Date; stripeSubscriptionId?: string | null; ledgerReference?: string },
): Promise<boolean> {
  const [purchase] = await tx
    .update(creditPurchases)
    .set({ status: 'COMPLETED', completedAt: opts.now })
    .where(and(eq(creditPurchases.id, where.purchaseId), eq(creditPurchases.status, 'PENDING')))
    .returning();
  if (!purchase) return false;
  // The buyer's account was deleted meanwhile: the purchase stays (revenue), there is no one to credit.
  const accountId = purchase.accountId;
  if (!accountId) return true;
  if (purchase.tier) {
    await lockAccount(tx, accountId);
    await setPlanAllowance(tx, {
      accountId,
      planName: purchase.packageName,
      monthlyCredits: purchase.credits,
      periodEnd: opts.periodEnd ?? oneMonthAfter(opts.now),
      reason: 'plan_credits',
      referenceId: opts.ledgerReference ?? purchase.id,
      stripeSubscriptionId: opts.stripeSubscriptionId,
    });
    await setSubscription(tx, accountId, { status: 'ACTIVE', tier: purchase.tier }, opts.now);
  } else {
    await changeCredits(tx, {
      accountId,
      delta: purchase.credits,
      reason: 'purchase',
      referenceId: opts.ledgerReference ?? purchase.id,
    });
  }
  return true;
}
