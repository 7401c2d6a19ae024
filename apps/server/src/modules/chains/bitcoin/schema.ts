import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { payments } from '../../payments/schema';

/**
 * Watch-only account keys (a merchant's xpub/zpub/tpub/vpub) and the next receive index each gives out: a link
 * takes an index by incrementing it in its own transaction, so concurrent links get different addresses.
 */
export const bitcoinAccountKeys = pgTable('bitcoin_account_keys', {
  accountKey: text('account_key').primaryKey(),
  nextIndex: integer('next_index').notNull().default(0),
});

/** The receive addresses derived for links (m/0/index of the account key): the address alone names its link. */
export const bitcoinDerivedAddresses = pgTable(
  'bitcoin_derived_addresses',
  {
    /** Lower-case bech32. */
    address: text('address').notNull(),
    accountKey: text('account_key').notNull(),
    index: integer('index').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'bitcoin_derived_addresses_key_index_pk', columns: [t.accountKey, t.index] }),
    uniqueIndex('bitcoin_derived_addresses_address_idx').on(t.address),
    index('bitcoin_derived_addresses_payment_idx').on(t.paymentId),
  ],
);
