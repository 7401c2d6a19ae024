import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  PLAN_COLLECTIONS,
  PLAN_INTERVALS,
  SUBSCRIPTION_STATUSES,
  type PlanCollection,
  type PlanInterval,
  type SubscriptionStatus,
} from '@paylink/shared';
import { createdAt, updatedAt } from '../../db/columns';
import { quoted } from '../../db/schema';
import { baseUnits } from '../../db/base-units-column';
import { merchantAccounts } from '../accounts/schema';
import { payments } from '../payments/schema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A merchant's recurring plan (issue 33). `amount` is in base units of `currency` (a token), or cents when the plan
 * is priced in USD/EUR (each link then quoted in `pay_currency` when issued). Deleting a plan only hides it from new
 * subscribers: its subscriptions keep renewing.
 */
export const recurringPlans = pgTable(
  'recurring_plans',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amount: baseUnits('amount').notNull(),
    currency: text('currency').notNull(),
    /** The token paid: `currency` itself, or the token a USD/EUR price is quoted in. */
    payCurrency: text('pay_currency').notNull(),
    network: text('network').notNull(),
    interval: text('interval').$type<PlanInterval>().notNull(),
    intervalCount: integer('interval_count').notNull(),
    graceDays: integer('grace_days').notNull(),
    renewalNoticeDays: integer('renewal_notice_days').notNull(),
    /** Free days before the first payment is due (0: the first link is paid at once). */
    trialDays: integer('trial_days').notNull().default(0),
    /** Only `push` today (the customer pays each emailed link); `pull` (delegated spending) is the planned second value. */
    collection: text('collection').$type<PlanCollection>().notNull().default('push'),
    deletedAt: timestamptz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recurring_plans_account_idx').on(t.accountId, t.createdAt),
    check('recurring_plans_interval_ck', sql.raw(`${t.interval.name} in (${quoted(PLAN_INTERVALS)})`)),
    check('recurring_plans_collection_ck', sql.raw(`${t.collection.name} in (${quoted(PLAN_COLLECTIONS)})`)),
    check('recurring_plans_amount_ck', sql.raw(`${t.amount.name} > 0`)),
    check('recurring_plans_interval_count_ck', sql.raw(`${t.intervalCount.name} >= 1`)),
    check('recurring_plans_trial_days_ck', sql.raw(`${t.trialDays.name} >= 0`)),
  ],
);
export type RecurringPlanRow = typeof recurringPlans.$inferSelect;

/**
 * A customer's subscription to a plan. The portal token is never stored: only its SHA-256 (the token itself is an
 * HMAC of the id under the app's portal key, so every email can carry it again).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => recurringPlans.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull().default('INCOMPLETE'),
    collection: text('collection').$type<PlanCollection>().notNull().default('push'),
    portalTokenHash: text('portal_token_hash').notNull().unique(),
    currentPeriodStart: timestamptz('current_period_start'),
    currentPeriodEnd: timestamptz('current_period_end'),
    pastDueAt: timestamptz('past_due_at'),
    canceledAt: timestamptz('canceled_at'),
    cancelReason: text('cancel_reason').$type<'customer' | 'merchant' | 'unpaid'>(),
    /** The merchant had no credit for the renewal link: not tried again before this (a day later). */
    renewalRetryAt: timestamptz('renewal_retry_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_account_idx').on(t.accountId, t.createdAt),
    // Also counts a plan's recent unpaid subscriptions (the public subscribe cap).
    index('subscriptions_plan_idx').on(t.planId, t.createdAt),
    index('subscriptions_due_idx').on(t.status, t.currentPeriodEnd),
    check('subscriptions_status_ck', sql.raw(`${t.status.name} in (${quoted(SUBSCRIPTION_STATUSES)})`)),
    check('subscriptions_collection_ck', sql.raw(`${t.collection.name} in (${quoted(PLAN_COLLECTIONS)})`)),
    check('subscriptions_cancel_reason_ck', sql.raw(`${t.cancelReason.name} in ('customer', 'merchant', 'unpaid')`)),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * One link of a subscription, and the period it pays for: the first link (period known once paid) or a renewal
 * (period_start = the previous end). This is the map payment → subscription the completion handler reads, and the
 * unique (subscription, period_start) is what makes a renewal link issued once, whatever the number of workers.
 */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'first' | 'renewal'>().notNull(),
    periodStart: timestamptz('period_start'),
    periodEnd: timestamptz('period_end'),
    /** A renewal: unpaid at this time the subscription is PAST_DUE (the period start, or later when the link came late). */
    dueAt: timestamptz('due_at'),
    paidAt: timestamptz('paid_at'),
    /** The link was emailed (claimed before sending, cleared again when sending failed). */
    emailedAt: timestamptz('emailed_at'),
    /** The day-before reminder was sent. */
    remindedAt: timestamptz('reminded_at'),
    /**
     * The link the public subscribe issued (asked for by anyone): its credit is charged when it is paid, and this
     * is cleared then. Renewal links are charged when issued (the subscriber is known by then).
     */
    creditWhenPaid: boolean('credit_when_paid').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscription_periods_period_uq').on(t.subscriptionId, t.periodStart),
    index('subscription_periods_subscription_idx').on(t.subscriptionId, t.createdAt),
    check('subscription_periods_kind_ck', sql`${t.kind} in ('first', 'renewal')`),
  ],
);
export type SubscriptionPeriodRow = typeof subscriptionPeriods.$inferSelect;
