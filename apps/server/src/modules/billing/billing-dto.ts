import {
  formatAmount,
  type CreditPricing,
  type PricingAllowedFor,
  type SubscriptionPlan,
  type SubscriptionTier,
} from '@paylink/shared';
import type { creditPricing, subscriptionPlans } from './schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type PricingRow = typeof creditPricing.$inferSelect;

/** Cents to a decimal string of the currency ("1900" -> "19"). */
export function centsToDecimal(cents: bigint): string {
  return formatAmount(cents, 2);
}

export function toPlanDto(row: PlanRow): SubscriptionPlan {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    description: row.description,
    credits: row.credits,
    price: centsToDecimal(row.priceCents),
    currency: row.currency,
    features: row.features,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    isMonthly: row.isMonthly,
    tier: row.tier as SubscriptionTier | null,
  };
}

export function toPricingDto(row: PricingRow): CreditPricing {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    description: row.description,
    pricePerCredit: centsToDecimal(row.pricePerCreditCents),
    currency: row.currency,
    minCredits: row.minCredits,
    maxCredits: row.maxCredits,
    allowedFor: row.allowedFor as PricingAllowedFor,
    subscriptionTier: row.subscriptionTier as SubscriptionTier | null,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
  };
}
