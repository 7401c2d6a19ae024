import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { baseUnits } from '../../../db/base-units-column';
import { payments } from '../../payments/schema';

/**
 * The unique amounts links ask for on networks that tell links apart by amount (EVM, and Bitcoin at a saved
 * address), so a transfer's amount alone tells which link it pays: the price plus an offset, unique per (network,
 * asset, recipient, pay amount) whoever's price it came from. A link holds one row per quote it gave out (its
 * current one, and earlier ones until their validity plus grace ends). A row stays after it is released
 * (`released_at`): a late or slowly confirmed transfer of that amount still finds its link, and no other link may
 * take the amount until the late window plus the confirmation allowance has passed since then.
 */
export const uniqueAmounts = pgTable(
  'unique_amounts',
  {
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    /** The token contract in lower case, or the native coin's symbol in lower case ('eth', 'btc'). */
    asset: text('asset').notNull(),
    /** Recipient address in lower case. */
    recipient: text('recipient').notNull(),
    /** What the customer sends, in base units (token base units, wei, satoshis): the quoted or priced amount plus the offset. */
    payAmount: baseUnits('pay_amount').notNull(),
    /** Null while the link asks for this amount; else when it stopped asking (its quarantine runs from then). */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'unique_amounts_pay_amount_pk', columns: [t.network, t.asset, t.recipient, t.payAmount] }),
    index('unique_amounts_payment_idx').on(t.paymentId),
  ],
);
