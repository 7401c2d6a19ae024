import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { baseUnits } from '../../db/base-units-column';
import { payments } from '../payments/schema';

/**
 * Every quote a link priced in USD/EUR gave out (at creation, at each renewal or token switch, and when a late
 * payment re-valued it). The link's own quote columns are its current one; an earlier quote still binds until its
 * expiry plus grace: a payment of its token and amount within that time completes the link as that quote says.
 */
export const paymentQuotes = pgTable(
  'payment_quotes',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The network the quote's payment request is on (a link with pay options quotes on several). */
    network: text('network').notNull(),
    currency: text('currency').notNull(),
    /** The token's mint or contract; null for SOL and ETH. */
    asset: text('asset'),
    /** The token amount the quote asks (base units), everything received before it included. */
    amount: baseUnits('amount').notNull(),
    /** Networks that tell links apart by amount (EVM, Bitcoin at a shared address): what the customer sends (amount plus offset); null where a reference or the link's own address names it. */
    payAmount: baseUnits('pay_amount'),
    /** The payment request of this quote, as its network's rail builds it (Solana Pay, EIP-681, BIP21), given back to the link when the quote is paid. */
    paymentUrl: text('payment_url').notNull(),
    rate: text('rate').notNull(),
    source: text('source').notNull(),
    quotedAt: timestamp('quoted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // The Solana watcher reads the quotes that still bind (by expiry) each tick.
  (t) => [
    index('payment_quotes_payment_idx').on(t.paymentId, t.quotedAt),
    index('payment_quotes_expires_idx').on(t.expiresAt),
  ],
);
export type PaymentQuoteRow = typeof paymentQuotes.$inferSelect;
