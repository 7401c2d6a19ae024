import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';

/**
 * The part of a user's credits that comes from a monthly plan: it is spent first and replaced (not added to)
 * at each renewal. users.transaction_credits stays the total; purchased credits = total - remaining.
 */
export const planAllowances = pgTable(
  'plan_allowances',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planName: text('plan_name').notNull(),
    monthlyCredits: integer('monthly_credits').notNull(),
    remaining: integer('remaining').notNull(),
    /** When the current billing month ends: the next reset (renewal) or, without one, the end of the allowance. */
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('plan_allowances_remaining_ck', sql`${t.remaining} >= 0`),
    check('plan_allowances_monthly_ck', sql`${t.monthlyCredits} >= 1`),
  ],
);
