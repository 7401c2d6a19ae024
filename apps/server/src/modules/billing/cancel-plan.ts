import { BILLING_MSG } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { planAllowance } from '../credits/plan-allowance';
import { setPlanCancelAtPeriodEnd } from '../credits/set-plan-cancel-at-period-end';
import { stripeClient } from './stripe-client';

/**
 * Cancels the user's card subscription at the end of its billing month: Stripe stops renewing it, the credits
 * and the tier stay until then (Stripe's customer.subscription.deleted ends them). A plan paid in USDC never
 * renews, so there is nothing to cancel (409). Returns when the plan ends.
 */
export async function cancelPlan(deps: Deps, accountId: string): Promise<{ endsAt: string }> {
  const allowance = await planAllowance(deps.db, accountId);
  if (!allowance) throw new AppError('NOT_FOUND', BILLING_MSG.noPlan, 404);
  if (!allowance.stripeSubscriptionId) throw new AppError('CONFLICT', BILLING_MSG.planNotRenewing, 409);
  if (!allowance.cancelAtPeriodEnd) {
    const stripe = stripeClient(deps.config);
    if (!stripe) throw new AppError('SERVICE_UNAVAILABLE', BILLING_MSG.cardNotConfigured, 503);
    await stripe.subscriptions
      .update(allowance.stripeSubscriptionId, { cancel_at_period_end: true })
      .catch((err: unknown) => {
        deps.log.warn({ err, accountId }, 'Stripe subscription cancellation failed');
        throw new AppError('PAYMENT_PROVIDER_ERROR', BILLING_MSG.cancelFailed, 502);
      });
    await setPlanCancelAtPeriodEnd(deps.db, accountId, true);
  }
  return { endsAt: allowance.periodEnd.toISOString() };
}
