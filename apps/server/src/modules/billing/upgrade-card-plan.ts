import { and, eq, gt } from 'drizzle-orm';
import type Stripe from 'stripe';
import { BILLING_MSG } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { lockAccount } from '../accounts/lock-account';
import { setSubscription } from '../accounts/set-subscription';
import { planAllowance } from '../credits/plan-allowance';
import { raisePlanAllowance } from '../credits/set-plan-allowance';
import { subscriptionAllowance } from '../credits/subscription-allowance';
import { subscriptionPlans } from './schema';
import { stripeClient } from './stripe-client';

/** The subscription metadata key naming the plan an in-place upgrade moves to (read back from the invoice's event). */
export const UPGRADE_METADATA_KEY = 'upgradeTo';

/**
 * Applies a paid upgrade of the subscription's plan, once: the allowance gains the difference of the monthly credits
 * and the tier follows. Called right after Stripe charged it, and again by the invoice.paid event of that charge
 * (which finds it applied, or applies it if the first call never got there). Returns false when nothing changed.
 */
export async function applyPlanUpgrade(
  tx: Db,
  opts: { subscriptionId: string; planName: string; invoiceId: string; now: Date },
): Promise<boolean> {
  const allowance = await subscriptionAllowance(tx, opts.subscriptionId);
  if (!allowance) return false;
  const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, opts.planName));
  if (!plan?.isMonthly) return false;
  await lockAccount(tx, allowance.accountId);
  const raised = await raisePlanAllowance(tx, {
    accountId: allowance.accountId,
    planName: plan.name,
    monthlyCredits: plan.credits,
    referenceId: opts.invoiceId,
  });
  if (raised) await setSubscription(tx, allowance.accountId, { status: 'ACTIVE', tier: plan.tier }, opts.now);
  return raised;
}

/**
 * Moves a card subscription up to a bigger monthly plan within its billing month: Stripe changes the subscription's
 * price and charges the difference pro rata at once (the change fails, and nothing changes, when the card is
 * declined); the credits follow at once. A plan paid in USDC is upgraded by buying the bigger one (checkout).
 */
export async function upgradeCardPlan(
  deps: Deps,
  accountId: string,
  planName: string,
  now = new Date(),
): Promise<{ plan: string }> {
  const allowance = await planAllowance(deps.db, accountId);
  if (!allowance) throw new AppError('NOT_FOUND', BILLING_MSG.noPlan, 404);
  if (!allowance.stripeSubscriptionId) throw new AppError('CONFLICT', BILLING_MSG.upgradeByPurchase, 409);
  const [plan] = await deps.db
    .select()
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.name, planName),
        eq(subscriptionPlans.isActive, true),
        eq(subscriptionPlans.isMonthly, true),
        gt(subscriptionPlans.credits, allowance.monthlyCredits),
      ),
    );
  if (!plan) throw new AppError('NOT_FOUND', BILLING_MSG.packageNotFound, 404);
  const stripe = stripeClient(deps.config);
  if (!stripe) throw new AppError('SERVICE_UNAVAILABLE', BILLING_MSG.cardNotConfigured, 503);

  const subscriptionId = allowance.stripeSubscriptionId;
  let updated: Stripe.Subscription;
  try {
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    const item = current.items.data[0];
    if (!item) throw new Error('the subscription has no item');
    const product = await stripe.products.create({
      name: plan.displayName,
      ...(plan.description && { description: plan.description }),
    });
    updated = await stripe.subscriptions.update(subscriptionId, {
      items: [
        {
          id: item.id,
          price_data: {
            currency: 'usd',
            product: product.id,
            unit_amount_decimal: plan.priceCents.toString(),
            recurring: { interval: 'month' },
          },
        },
      ],
      // Charge the difference for the rest of the month now; a declined card leaves the subscription as it was.
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      cancel_at_period_end: false,
      metadata: { ...current.metadata, [UPGRADE_METADATA_KEY]: plan.name },
    });
  } catch (err) {
    deps.log.warn({ err, accountId, subscriptionId }, 'Stripe plan upgrade failed');
    const declined = (err as { type?: string }).type === 'StripeCardError';
    throw declined
      ? new AppError('PAYMENT_REQUIRED', BILLING_MSG.upgradeDeclined, 402)
      : new AppError('PAYMENT_PROVIDER_ERROR', BILLING_MSG.upgradeFailed, 502);
  }
  const invoiceId =
    typeof updated.latest_invoice === 'string'
      ? updated.latest_invoice
      : (updated.latest_invoice?.id ?? `upgrade:${subscriptionId}:${plan.name}`);
  await deps.db.transaction((tx) => applyPlanUpgrade(tx, { subscriptionId, planName: plan.name, invoiceId, now }));
  return { plan: plan.name };
}
