import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    check('credit_pricing_tier_ck', sql`${t.subscriptionTier} is null or ${t.subscriptionTier} in ('STARTER', 'GROWTH', 'ENTERPRISE')`),
  ],
);
