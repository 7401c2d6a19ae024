import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PAY_BUTTON_PRICINGS, type PayButtonPricing } from '@paylink/shared';
import { createdAt, updatedAt } from '../../db/columns';
import { quoted } from '../../db/schema';
import { baseUnits } from '../../db/base-units-column';
import { merchantAccounts } from '../accounts/schema';
import { payments } from '../payments/schema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A merchant's pay button (issue 55). Its id is public (it is in the snippet). Amounts are base units of `currency`
 * (a token), or cents for USD/EUR (each link quoted in `pay_currency` when opened): `amount` for a fixed price,
 * `min_amount`..`max_amount` for the customer's amount.
 */
export const payButtons = pgTable(
  'pay_buttons',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    pricing: text('pricing').$type<PayButtonPricing>().notNull(),
    amount: baseUnits('amount'),
    minAmount: baseUnits('min_amount'),
    maxAmount: baseUnits('max_amount'),
    currency: text('currency').notNull(),
    /** The token paid: `currency` itself, or the token a USD/EUR price is quoted in. */
    payCurrency: text('pay_currency').notNull(),
    network: text('network').notNull(),
    returnUrl: text('return_url'),
    pausedAt: timestamptz('paused_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pay_buttons_account_idx').on(t.accountId, t.createdAt),
    check('pay_buttons_pricing_ck', sql.raw(`${t.pricing.name} in (${quoted(PAY_BUTTON_PRICINGS)})`)),
    check(
      'pay_buttons_amounts_ck',
      sql.raw(
        `(${t.pricing.name} = 'fixed' and ${t.amount.name} > 0) or (${t.pricing.name} = 'customer' and ${t.minAmount.name} > 0 and ${t.maxAmount.name} >= ${t.minAmount.name})`,
      ),
    ),
  ],
);
export type PayButtonRow = typeof payButtons.$inferSelect;

/** Every link a button opened: what tags the link with its button, and what the cap on open links counts. */
export const payButtonLinks = pgTable(
  'pay_button_links',
  {
    paymentId: text('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    buttonId: text('button_id')
      .notNull()
      .references(() => payButtons.id, { onDelete: 'cascade' }),
    /** When the link stops being payable: it counts toward the cap until then, unless it ended sooner. */
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pay_button_links_button_idx').on(t.buttonId, t.expiresAt)],
);
