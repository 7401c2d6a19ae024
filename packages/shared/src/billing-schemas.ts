import { z } from 'zod';
import { SUBSCRIPTION_TIERS } from './constants';

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
export const subscriptionPlanSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    displayName: z.string(),
    description: z.string(),
    credits: z.number().int(),
    price: z.string(),
    currency: z.string(),
    features: z.array(z.string()),
    isActive: z.boolean(),
    sortOrder: z.number().int(),
    isMonthly: z.boolean(),
    tier: z.enum(SUBSCRIPTION_TIERS).nullable(),
  })
  .meta({ id: 'SubscriptionPlan' });
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** SPEC section 3 "Credit pricing" as the API returns it; pricePerCredit is a decimal string (USD). */
export const creditPricingSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    displayName: z.string(),
    description: z.string().nullable(),
    pricePerCredit: z.string(),
    currency: z.string(),
    minCredits: z.number().int(),
    maxCredits: z.number().int(),
    allowedFor: z.enum(PRICING_ALLOWED_FOR),
    subscriptionTier: z.enum(SUBSCRIPTION_TIERS).nullable(),
    isActive: z.boolean(),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'CreditPricing' });
export type CreditPricing = z.infer<typeof creditPricingSchema>;

/** SPEC section 7: POST /api/auth/purchase-credits and /purchase-credits-crypto; `package` is a plan or pricing name. */
export const purchaseCreditsSchema = z.object({
  package: z.string({ error: 'Package is required' }).trim().min(1, 'Package is required').max(100),
  credits: z.number({ error: 'Credits must be a whole number' }).int('Credits must be a whole number').optional(),
});
export type PurchaseCreditsInput = z.input<typeof purchaseCreditsSchema>;

export const BILLING_MSG = {
  cardNotConfigured: 'Card payments are not configured',
  cryptoNotConfigured: 'Crypto payments are not configured',
  /** What a merchant reads on the Credits tab when the operator has not set up card payments. */
  cardUnavailable:
    'Paying by card is not available on this Paylink yet. You can pay in USDC with a Solana wallet instead.',
  cryptoUnavailable: 'Paying in USDC is not available on this Paylink yet.',
  noPlan: 'You have no monthly plan',
  planNotRenewing: 'This plan does not renew: it ends by itself at the end of its billing month',
  packageNotFound: 'This credit package is not available',
  creditsRange: (min: number, max: number) => `Credits must be between ${min} and ${max}`,
  checkoutFailed: 'Failed to create checkout session',
  cancelFailed: 'Your plan could not be cancelled right now. Please try again.',
  upgradeByPurchase: 'This plan is paid in USDC: buy the bigger plan to replace it',
  upgradeDeclined: 'Your card was declined: your plan was not changed.',
  upgradeFailed: 'Your plan could not be upgraded right now. Please try again.',
  tooManyOpenCryptoPurchases: (max: number) =>
    `You already have ${max} crypto purchases waiting for payment. Pay one or wait until it expires (10 minutes).`,
} as const;
/** POST /api/auth/plan/upgrade: the bigger monthly plan a card subscription moves to, in place. */
export const upgradePlanSchema = z.object({ plan: z.string().trim().min(1, 'Choose a plan').max(64) });
export type UpgradePlanInput = z.infer<typeof upgradePlanSchema>;

/** Open (unpaid, unexpired) crypto purchase links one account may hold at once: each is watched on chain for free. */
export const MAX_OPEN_CRYPTO_PURCHASES = 3;

/** SPEC section 3 "Credit purchase response" (crypto). Amount is a decimal string of USDC. */
export const cryptoPurchaseResponseSchema = z.object({
  payment: z.object({
    id: z.string(),
    amount: z.string(),
    currency: z.string(),
    qrCode: z.string(),
    solanaPayUrl: z.string(),
    transactionRequestUrl: z.string().nullable(),
    expiresAt: z.string(),
  }),
  package: z.object({ name: z.string(), displayName: z.string(), credits: z.number().int(), price: z.string() }),
});
export type CryptoPurchaseResponse = z.infer<typeof cryptoPurchaseResponseSchema>;

/** One ledger row that added credits, with the purchase it came from when there is one. */
export const creditHistoryEntrySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  what: z.string(),
  credits: z.number().int(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  method: z.enum(['card', 'crypto']).nullable(),
  status: z.string(),
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;

/** A user's credits split into the plan allowance (resets monthly) and purchased credits (never expire). */
export const creditsOverviewSchema = z.object({
  total: z.number().int(),
  planCredits: z.number().int(),
  purchasedCredits: z.number().int(),
  plan: z
    .object({
      name: z.string(),
      displayName: z.string(),
      monthlyCredits: z.number().int(),
      nextResetAt: z.string(),
      /** Paid by a card subscription that renews at nextResetAt; false for a plan paid in USDC or a cancelled one (both end then). */
      renews: z.boolean(),
      paidWith: z.enum(['card', 'crypto']),
      cancelledAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  /** Monthly plans with more credits the plan holder may move up to: a card plan in place (POST /api/auth/plan/upgrade), a plan paid in USDC by buying the bigger one. */
  upgrades: z.array(subscriptionPlanSchema),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS).nullable(),
  subscriptionStatus: z.string().nullable(),
  cardPaymentsEnabled: z.boolean(),
  cryptoPaymentsEnabled: z.boolean(),
  history: z.array(creditHistoryEntrySchema),
});
export type CreditsOverview = z.infer<typeof creditsOverviewSchema>;

/** SPEC section 9: the crypto purchase modal and the thank-you page. */
export const CRYPTO_PURCHASE_COUNTDOWN_S = 600;
export const CRYPTO_PURCHASE_POLL_MS = 5000;
export const CRYPTO_PURCHASE_SUCCESS_CALLBACK_MS = 2000;
export const CRYPTO_PURCHASE_REDIRECT_MS = 1500;
export const THANK_YOU_PROFILE_DELAY_MS = 1000;
export const CUSTOM_CREDITS_DEFAULT = 5;
