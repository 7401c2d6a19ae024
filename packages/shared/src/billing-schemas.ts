import { z } from 'zod';
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

/** SPEC section 7: POST /api/auth/purchase-credits and /purchase-credits-crypto; `package` is a plan or pricing name. */
export const purchaseCreditsSchema = z.object({
  package: z.string({ error: 'Package is required' }).trim().min(1, 'Package is required').max(100),
  credits: z.number({ error: 'Credits must be a whole number' }).int('Credits must be a whole number').optional(),
});
export type PurchaseCreditsInput = z.input<typeof purchaseCreditsSchema>;

export const BILLING_MSG = {
  cardNotConfigured: 'Card payments are not configured',
  cryptoNotConfigured: 'Crypto payments are not configured',
  packageNotFound: 'This credit package is not available',
  creditsRange: (min: number, max: number) => `Credits must be between ${min} and ${max}`,
  checkoutFailed: 'Failed to create checkout session',
  tooManyOpenCryptoPurchases: (max: number) =>
    `You already have ${max} crypto purchases waiting for payment. Pay one or wait until it expires (10 minutes).`,
} as const;
/** Open (unpaid, unexpired) crypto purchase links one account may hold at once: each is watched on chain for free. */
export const MAX_OPEN_CRYPTO_PURCHASES = 3;

/** SPEC section 3 "Credit purchase response" (crypto). Amount is a decimal string of USDC. */
export interface CryptoPurchaseResponse {
  payment: { id: string; amount: string; currency: string; qrCode: string; solanaPayUrl: string; expiresAt: string };
  package: { name: string; displayName: string; credits: number; price: string };
}

/** A user's credits split into the plan allowance (resets monthly) and purchased credits (never expire). */
export interface CreditsOverview {
  total: number;
  planCredits: number;
  purchasedCredits: number;
  plan: { name: string; monthlyCredits: number; nextResetAt: string } | null;
  subscriptionTier: SubscriptionTier | null;
  subscriptionStatus: string | null;
  cardPaymentsEnabled: boolean;
  cryptoPaymentsEnabled: boolean;
  history: CreditHistoryEntry[];
}

/** One ledger row that added credits, with the purchase it came from when there is one. */
export interface CreditHistoryEntry {
  id: number;
  date: string;
  what: string;
  credits: number;
  amount: string | null;
  currency: string | null;
  method: 'card' | 'crypto' | null;
  status: string;
}

/** SPEC section 9: the crypto purchase modal and the thank-you page. */
export const CRYPTO_PURCHASE_COUNTDOWN_S = 600;
export const CRYPTO_PURCHASE_POLL_MS = 5000;
export const CRYPTO_PURCHASE_SUCCESS_CALLBACK_MS = 2000;
export const CRYPTO_PURCHASE_REDIRECT_MS = 1500;
export const THANK_YOU_PROFILE_DELAY_MS = 1000;
export const CUSTOM_CREDITS_DEFAULT = 5;
