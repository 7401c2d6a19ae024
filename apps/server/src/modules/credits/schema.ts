import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { merchantAccounts } from '../accounts/schema';

/** Append-only: merchant_accounts.transaction_credits always equals the sum of an account's rows, written in the same transaction. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    referenceId: text('reference_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.accountId),
    uniqueIndex('credit_ledger_reason_reference_uq').on(t.reason, t.referenceId),
  ],
);

/**
 * The part of an account's credits that comes from a monthly plan: it is spent first and replaced (not added to)
 * at each renewal. merchant_accounts.transaction_credits stays the total; purchased credits = total - remaining.
 */
export const planAllowances = pgTable(
  'plan_allowances',
  {
    accountId: text('account_id')
      .primaryKey()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    planName: text('plan_name').notNull(),
    monthlyCredits: integer('monthly_credits').notNull(),
    remaining: integer('remaining').notNull(),
    /** When the current billing month ends: the next reset (renewal) or, without one, the end of the allowance. */
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    /** The card subscription was cancelled: it stays until periodEnd and does not renew. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('plan_allowances_remaining_ck', sql`${t.remaining} >= 0`),
    check('plan_allowances_monthly_ck', sql`${t.monthlyCredits} >= 1`),
  ],
);
