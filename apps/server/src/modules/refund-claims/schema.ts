import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { baseUnits } from '../../db/base-units-column';
import { merchantAccounts } from '../accounts/schema';
import { paymentTransfers, payments } from '../payments/schema';
import { refunds } from '../refunds/schema';

/**
 * Refund claim links of Bitcoin links: the merchant fixes the amount, the customer answers once (through the link's
 * secret token, stored hashed) with the address, which prepares the refund. The amount is never the customer's.
 */
export const refundClaims = pgTable(
  'refund_claims',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    /** The transfer refunded; null for a refund of the link as a whole. */
    transferId: text('transfer_id').references(() => paymentTransfers.id, { onDelete: 'set null' }),
    /** The link's label when the claim was made: what the customer's page names. */
    label: text('label').notNull(),
    amount: baseUnits('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason'),
    /** SHA-256 of the link's token. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The customer's address, set once with answeredAt. */
    address: text('address'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    refundId: text('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('refund_claims_payment_idx').on(t.paymentId, t.createdAt)],
);
export type RefundClaimRow = typeof refundClaims.$inferSelect;
