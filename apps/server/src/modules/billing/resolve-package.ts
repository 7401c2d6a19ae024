import { and, eq } from 'drizzle-orm';
import { BILLING_MSG } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { planVisibleTo, pricingVisibleTo, type Viewer } from './offer-visibility';
import { creditPricing, subscriptionPlans } from './schema';

/** What a buyer is about to pay for, priced on the server from the stored offer (never from the client). */
export interface CreditPackage {
  kind: 'plan' | 'pricing';
  name: string;
  displayName: string;
  description: string | null;
  credits: number;
  /** Price of one unit in cents and how many units: a plan is one unit, a pricing offer is one unit per credit. */
  unitAmountCents: bigint;
  quantity: number;
  amountCents: bigint;
  isMonthly: boolean;
  tier: string | null;
}

/**
 * Finds the plan or pricing offer named `package` that this buyer may see (SPEC section 6); a custom quantity
 * applies to pricing offers only and must lie within minCredits..maxCredits (default: minCredits). `upgrades`:
 * monthly plans this buyer may also buy although a plan holder (planUpgrades).
 */
export async function resolvePackage(
  db: Db,
  viewer: Viewer,
  input: { package: string; credits?: number },
  upgrades: readonly { name: string }[] = [],
): Promise<CreditPackage> {
  const [plan] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.name, input.package), eq(subscriptionPlans.isActive, true)));
  if (plan && (planVisibleTo(plan, viewer) || upgrades.some((u) => u.name === plan.name))) {
    return {
      kind: 'plan',
      name: plan.name,
      displayName: plan.displayName,
      description: plan.description,
      credits: plan.credits,
      unitAmountCents: plan.priceCents,
      quantity: 1,
      amountCents: plan.priceCents,
      isMonthly: plan.isMonthly,
      tier: plan.isMonthly ? plan.tier : null,
    };
  }
  const [pricing] = await db
    .select()
    .from(creditPricing)
    .where(and(eq(creditPricing.name, input.package), eq(creditPricing.isActive, true)));
  if (!pricing || !pricingVisibleTo(pricing, viewer)) throw new AppError('NOT_FOUND', BILLING_MSG.packageNotFound, 404);
  const credits = input.credits ?? pricing.minCredits;
  if (credits < pricing.minCredits || credits > pricing.maxCredits) {
    throw new AppError('VALIDATION_ERROR', BILLING_MSG.creditsRange(pricing.minCredits, pricing.maxCredits), 400);
  }
  return {
    kind: 'pricing',
    name: pricing.name,
    displayName: pricing.displayName,
    description: pricing.description,
    credits,
    unitAmountCents: pricing.pricePerCreditCents,
    quantity: credits,
    amountCents: pricing.pricePerCreditCents * BigInt(credits),
    isMonthly: false,
    tier: null,
  };
}
