import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchantAccounts } from '../accounts/schema';

/**
 * Which account a receiving address belongs to (issue 29): one account per address, enforced by the primary key
 * on the canonical form (EVM lower-case, Solana base58 as is), so two concurrent claims cannot both win. The owner
 * alone has the address's matching and unmatched inbox; a signed proof (`provenAt`) takes it from an account
 * that claimed it without one.
 */
export const claimedAddresses = pgTable(
  'claimed_addresses',
  {
    address: text('address').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    /** When the owner signed a proof with the address's key; null: claimed by saving or using it only. */
    provenAt: timestamp('proven_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claimed_addresses_user_idx').on(t.accountId)],
);
export type ClaimedAddressRow = typeof claimedAddresses.$inferSelect;

/**
 * A message to sign issued to an account for one address (SIWS for Solana, EIP-4361 for EVM). Its nonce is single
 * use and expires; the message is kept so the signature is checked against exactly what was issued.
 */
export const walletProofs = pgTable(
  'wallet_proofs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    /** Canonical form, as in claimed_addresses. */
    address: text('address').notNull(),
    nonce: text('nonce').notNull().unique(),
    message: text('message').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_proofs_user_idx').on(t.accountId)],
);
