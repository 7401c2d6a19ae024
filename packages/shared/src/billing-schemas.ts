import type { SubscriptionTier } from './constants';

/** Who may see a credit-pricing offer (SPEC section 6). PAYASYOUGO_ONLY is an accepted input spelling of PAYG_ONLY. */
export const PRICING_ALLOWED_FOR = ['ALL', 'MONTHLY_ONLY', 'PAYG_ONLY'] as const;
export type PricingAllowedFor = (typeof PRICING_ALLOWED_FOR)[number];

/** Normalises the spec's two spellings of the pay-as-you-go visibility to the stored one. */
export function canonicalAllowedFor(value: string): PricingAllowedFor | null {
  const upper = value.trim().toUpperCase();
  if (upper === 'PAYASYOUGO_ONLY') return 'PAYG_ONLY';
  return (PRICING_ALLOWED_FOR as readonly string[]).includes(upper) ? (upper as PricingAllowedFor) : null;
}

/** SPEC section 3 "Subscription plan" as the API returns it; price is a decimal string (USD). */
export interface SubscriptionPlan {
  id: string;
  name: string;
  displayName: string;
  description: string;
  credits: number;
  price: string;
  currency: string;
  features: string[];
  isActive: boolean;
  sortOrder: number;
  isMonthly: boolean;
  tier: SubscriptionTier | null;
}

/** SPEC section 3 "Credit pricing" as the API returns it; pricePerCredit is a decimal string (USD). */
export interface CreditPricing {
  id: string;
  name: string;
  displayName: string;
  description: string | null;
  pricePerCredit: string;
  currency: string;
  minCredits: number;
  maxCredits: number;
  allowedFor: PricingAllowedFor;
  subscriptionTier: SubscriptionTier | null;
  isActive: boolean;
  sortOrder: number;
}
