import type { Db } from '../../db/client';
import { lockAccount } from '../accounts/lock-account';
import { setSubscription } from '../accounts/set-subscription';
import { lapsedPlanHolders } from '../credits/lapsed-plan-holders';
import { planAllowance } from '../credits/plan-allowance';
import { endPlanAllowance } from '../credits/set-plan-allowance';

/**
 * A monthly plan paid without a Stripe subscription (in crypto) covers one billing month: once its period ends
 * unrenewed, the unused allowance leaves the balance, the tier ends and the status becomes EXPIRED (no more API
 * access). Stripe subscriptions are left to Stripe's own renewal and cancellation events. Safe to run from
 * several workers: each user is re-checked under its row locks. One user whose plan cannot end is reported to
 * `onError` and retried next round; the others go on. Returns how many plans ended.
 */
export async function endLapsedPlans(
  db: Db,
  now = new Date(),
  onError: (accountId: string, err: unknown) => void = () => {},
): Promise<number> {
  const lapsed = await lapsedPlanHolders(db, now);
  let ended = 0;
  for (const accountId of lapsed) {
    const done = await db
      .transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const allowance = await planAllowance(tx, accountId, { lock: true });
        if (!allowance || allowance.stripeSubscriptionId || allowance.periodEnd >= now) return false;
        await endPlanAllowance(tx, { accountId, referenceId: `${accountId}:${allowance.periodEnd.toISOString()}` });
        await setSubscription(tx, accountId, { status: 'EXPIRED', tier: null }, now);
        return true;
      })
      .catch((err: unknown) => {
        onError(accountId, err);
        return false;
      });
    if (done) ended += 1;
  }
  return ended;
}
