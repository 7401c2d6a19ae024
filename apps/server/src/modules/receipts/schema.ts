import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from '../../db/columns';
import { payments } from '../payments/schema';

/**
 * The Ed25519 keys receipts are signed with (EdDSA JWS). The newest key not retired signs; every key stays published
 * in /.well-known/jwks.json for good, retired ones included, since receipts signed with them exist and must keep
 * verifying. Made on first use (a race of two processes leaves two valid keys, the newer one signing).
 */
export const receiptKeys = pgTable('receipt_keys', {
  kid: text('kid').primaryKey(),
  /** The public key as a JWK (kty OKP, crv Ed25519, x). */
  publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
  /** The private key as PKCS#8 PEM; never leaves the server. */
  privatePem: text('private_pem').notNull(),
  createdAt: createdAt(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});
export type ReceiptKeyRow = typeof receiptKeys.$inferSelect;

/**
 * "Email me a receipt" on the hosted page: the customer's address, kept only to send that link's receipt once it
 * completes, and erased when it is sent (`sent_at` stays, so it is sent once).
 */
export const receiptEmails = pgTable(
  'receipt_emails',
  {
    paymentId: text('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Null once the receipt is sent. */
    email: text('email'),
    /** SHA-256 of the key given to the page that set the address: only that page may change it (issue 48). */
    editKeyHash: text('edit_key_hash'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('receipt_emails_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
