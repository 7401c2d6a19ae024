import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { changeCredits, type CreditReason } from './change-credits';
import { planAllowances } from './schema';

/** The caller holds the account's row lock (accounts' lockAccount): every credits writer takes the merchant_accounts row before plan_allowances. */
async function lockAllowance(tx: Db, accountId: string) {
  const [allowance] = await tx
    .select()
    .from(planAllowances)
    .where(eq(planAllowances.accountId, accountId))
    .for('update');
  return allowance;
}

/**
 * Starts or renews a monthly plan's allowance: whatever is left of the previous month is replaced (not added
 * to) by the plan's credits, with one ledger row for the difference. Purchased credits are untouched.
 * Call inside the caller's transaction; the (reason, referenceId) ledger key makes a replay fail loudly.
 */
export async function setPlanAllowance(
  tx: Db,
  opts: {
    accountId: string;
    planName: string;
    monthlyCredits: number;
    periodEnd: Date;
    reason: Extract<CreditReason, 'plan_credits' | 'monthly_reset'>;
    referenceId: string;
    stripeSubscriptionId?: string | null;
  },
): Promise<void> {
  const previous = await lockAllowance(tx, opts.accountId);
  await changeCredits(tx, {
    accountId: opts.accountId,
    delta: opts.monthlyCredits - (previous?.remaining ?? 0),
    reason: opts.reason,
    referenceId: opts.referenceId,
  });
  const values = {
    planName: opts.planName,
    monthlyCredits: opts.monthlyCredits,
    remaining: opts.monthlyCredits,
    periodEnd: opts.periodEnd,
    stripeSubscriptionId: opts.stripeSubscriptionId ?? previous?.stripeSubscriptionId ?? null,
    cancelAtPeriodEnd: false,
    updatedAt: new Date(),
  };
  await tx
    .insert(planAllowances)
    .values({ accountId: opts.accountId, ...values })
    .onConflictDoUpdate({ target: planAllowances.accountId, set: values });
}

/**
 * Moves the current plan up to a bigger one within its billing month (a card upgrade Stripe has charged pro rata):
 * the allowance gains the difference of the monthly credits, so what was spent stays spent; the period is kept, and
 * the plan renews again (an upgrade withdraws a cancellation).
 * Under the caller's user row lock. Returns false when the plan is already this one (the upgrade was applied).
 */
export async function raisePlanAllowance(
  tx: Db,
  opts: { accountId: string; planName: string; monthlyCredits: number; referenceId: string },
): Promise<boolean> {
  const allowance = await lockAllowance(tx, opts.accountId);
  if (!allowance || allowance.planName === opts.planName || opts.monthlyCredits <= allowance.monthlyCredits)
    return false;
  const delta = opts.monthlyCredits - allowance.monthlyCredits;
  await changeCredits(tx, { accountId: opts.accountId, delta, reason: 'plan_upgrade', referenceId: opts.referenceId });
  await tx
    .update(planAllowances)
    .set({
      planName: opts.planName,
      monthlyCredits: opts.monthlyCredits,
      remaining: allowance.remaining + delta,
      cancelAtPeriodEnd: false,
      updatedAt: new Date(),
    })
    .where(eq(planAllowances.accountId, opts.accountId));
  return true;
}

/** Ends a plan: its unspent allowance leaves the balance (ledger row 'plan_ended'); purchased credits stay. */
export async function endPlanAllowance(tx: Db, opts: { accountId: string; referenceId: string }): Promise<void> {
  const allowance = await lockAllowance(tx, opts.accountId);
  if (!allowance) return;
  if (allowance.remaining > 0) {
    await changeCredits(tx, {
      accountId: opts.accountId,
      delta: -allowance.remaining,
      reason: 'plan_ended',
      referenceId: opts.referenceId,
    });
  }
  await tx.delete(planAllowances).where(eq(planAllowances.accountId, opts.accountId));
}
