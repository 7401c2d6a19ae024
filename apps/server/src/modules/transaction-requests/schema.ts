import { bigint, boolean, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { merchantAccounts } from '../accounts/schema';
import { payments } from '../payments/schema';

/**
 * Every transaction the sponsor key signed as fee payer (POST of a transaction request, x402 settle): who asked, for
 * which link and merchant, and the most it may cost. Settled from the chain (settle-sponsored-transactions): `failed`
 * once it failed there (the account is then blocked), `landed`, or `expired` when it never showed up.
 */
export const sponsoredTransactions = pgTable(
  'sponsored_transactions',
  {
    /** The transaction's id: the fee payer's signature, known before the wallet sends it. */
    signature: text('signature').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    accountId: text('account_id').references(() => merchantAccounts.id, { onDelete: 'set null' }),
    account: text('account').notNull(),
    /** Base fee plus the capped priority fee, in lamports: what the sponsor pays if the transaction lands. */
    feeLamports: bigint('fee_lamports', { mode: 'bigint' }).notNull(),
    /** pending (not seen, or landed and not checked), landed, failed (on chain), expired (never landed). */
    status: text('status').$type<'pending' | 'landed' | 'failed' | 'expired'>().notNull().default('pending'),
    /**
     * A transaction request's: the merchant's budget is charged when it lands (or fails) on chain, with the fee the
     * chain reports, so one nobody sends costs nothing. False: the budget was booked when Paylink sent it (x402).
     */
    chargeOnLanding: boolean('charge_on_landing').notNull().default(false),
    /** What the budget was charged once it landed: the chain's fee, at most `feeLamports`. */
    chargedLamports: bigint('charged_lamports', { mode: 'bigint' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sponsored_transactions_account_idx').on(t.account, t.status),
    index('sponsored_transactions_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * What the sponsor paid per merchant and UTC day (transaction requests: the fees of those that landed; x402: booked
 * when sent), counted by atomic upserts against SPONSOR_DAILY_LAMPORTS_PER_MERCHANT.
 */
export const sponsorBudgets = pgTable(
  'sponsor_budgets',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    spentLamports: bigint('spent_lamports', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

/** Accounts that are no longer sponsored: one of their sponsored transactions failed on chain. */
export const sponsorBlockedAccounts = pgTable('sponsor_blocked_accounts', {
  account: text('account').primaryKey(),
  /** The failed sponsored transaction that got the account blocked. */
  signature: text('signature').notNull(),
  createdAt: createdAt(),
});
