import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { payments } from '../payments/schema';
import { merchantAccounts } from '../accounts/schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** SPEC section 3 "Subscription plan". Prices are integer cents of `currency` (USD), decimal strings at the edges. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull().unique(),
    displayName: text('display_name').notNull(),
    description: text('description').notNull(),
    credits: integer('credits').notNull(),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    isMonthly: boolean('is_monthly').notNull().default(true),
    /** The subscription tier a monthly plan grants (STARTER, GROWTH, ENTERPRISE); null for one-off packs. */
    tier: text('tier'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('subscription_plans_name_ck', sql`${t.name} ~ '^[a-z0-9_-]+$'`),
    check('subscription_plans_credits_ck', sql`${t.credits} >= 1`),
    check('subscription_plans_price_ck', sql`${t.priceCents} >= 0`),
    check('subscription_plans_sort_ck', sql`${t.sortOrder} >= 0`),
    check('subscription_plans_tier_ck', sql`${t.tier} is null or ${t.tier} in ('STARTER', 'GROWTH', 'ENTERPRISE')`),
  ],
);

/** SPEC section 3 "Credit pricing": a per-credit offer with a custom quantity range and a visibility rule. */
export const creditPricing = pgTable(
  'credit_pricing',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull().unique(),
    displayName: text('display_name').notNull(),
    description: text('description'),
    pricePerCreditCents: bigint('price_per_credit_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    minCredits: integer('min_credits').notNull().default(5),
    maxCredits: integer('max_credits').notNull().default(1000),
    /** Canonical ALL | MONTHLY_ONLY | PAYG_ONLY (PAYASYOUGO_ONLY is accepted as input and stored as PAYG_ONLY). */
    allowedFor: text('allowed_for').notNull().default('ALL'),
    subscriptionTier: text('subscription_tier'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('credit_pricing_name_ck', sql`${t.name} ~ '^[a-z0-9_-]+$'`),
    check('credit_pricing_price_ck', sql`${t.pricePerCreditCents} >= 0`),
    check('credit_pricing_range_ck', sql`${t.minCredits} >= 1 and ${t.maxCredits} >= ${t.minCredits}`),
    check('credit_pricing_allowed_ck', sql`${t.allowedFor} in ('ALL', 'MONTHLY_ONLY', 'PAYG_ONLY')`),
    check(
      'credit_pricing_tier_ck',
      sql`${t.subscriptionTier} is null or ${t.subscriptionTier} in ('STARTER', 'GROWTH', 'ENTERPRISE')`,
    ),
  ],
);

/**
 * One credit purchase (card through Stripe Checkout, or crypto through a payment link to the treasury).
 * It is fulfilled at most once: the status moves from PENDING to COMPLETED in the same transaction as the
 * ledger row, and a Stripe session or a payment belongs to one purchase only.
 */
export const creditPurchases = pgTable(
  'credit_purchases',
  {
    id: text('id').primaryKey(),
    /** Null once the buyer's account is deleted: the purchase stays for accounting (revenue), detached from them. */
    accountId: text('account_id').references(() => merchantAccounts.id, { onDelete: 'set null' }),
    method: text('method').$type<'card' | 'crypto'>().notNull(),
    /** 'plan' (subscription_plans.name) or 'pricing' (credit_pricing.name); names are kept, offers may change later. */
    packageKind: text('package_kind').$type<'plan' | 'pricing'>().notNull(),
    packageName: text('package_name').notNull(),
    displayName: text('display_name').notNull(),
    credits: integer('credits').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Set for a monthly plan: the tier it grants. */
    tier: text('tier'),
    /** REVERSED: a card refund or dispute took the purchase back (once, whichever came first). */
    status: text('status').$type<'PENDING' | 'COMPLETED' | 'FAILED' | 'REVERSED'>().notNull().default('PENDING'),
    stripeSessionId: text('stripe_session_id').unique(),
    /** The card payment behind a completed Checkout session; refunds and disputes name it. */
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    paymentId: text('payment_id')
      .unique()
      .references(() => payments.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_purchases_user_idx').on(t.accountId, t.createdAt),
    check('credit_purchases_method_ck', sql`${t.method} in ('card', 'crypto')`),
    check('credit_purchases_kind_ck', sql`${t.packageKind} in ('plan', 'pricing')`),
    check('credit_purchases_status_ck', sql`${t.status} in ('PENDING', 'COMPLETED', 'FAILED', 'REVERSED')`),
    check('credit_purchases_credits_ck', sql`${t.credits} >= 1`),
    check('credit_purchases_amount_ck', sql`${t.amountCents} >= 0`),
  ],
);

/** Stripe events already handled: the insert happens in the transaction that applies the event, so each applies once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});
