import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { merchantAccounts, users } from '../accounts/schema';
import { payments } from '../payments/schema';

/**
 * Every sale charged at the point of sale (issue 55): what tags a link as a POS sale, and whose shift it belongs to
 * (the member signed in on the device). A shift is that member's sales since the device's midnight.
 */
export const posSales = pgTable(
  'pos_sales',
  {
    paymentId: text('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    cashierId: text('cashier_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('pos_sales_cashier_idx').on(t.accountId, t.cashierId, t.createdAt)],
);
export type PosSaleRow = typeof posSales.$inferSelect;
