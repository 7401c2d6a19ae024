import type { PlanValues, PricingValues } from '@paylink/shared';
import { usdCents } from './usd-cents';

/** The columns a plan's create and edit both write from the admin's input (prices in USD cents). */
export function planColumns(input: PlanValues) {
  return {
    displayName: input.displayName!,
    description: input.description!,
    credits: input.credits,
    priceCents: usdCents(input.price),
    currency: input.currency,
    features: input.features,
    isActive: input.isActive,
    sortOrder: input.sortOrder,
    isMonthly: input.isMonthly,
  };
}

/** The columns a pricing's create and edit both write from the admin's input (prices in USD cents). */
export function pricingColumns(input: PricingValues) {
  return {
    displayName: input.displayName!,
    pricePerCreditCents: usdCents(input.pricePerCredit),
    currency: input.currency,
    minCredits: input.minCredits,
    maxCredits: input.maxCredits,
    allowedFor: input.allowedFor,
    isActive: input.isActive,
    sortOrder: input.sortOrder,
  };
}
