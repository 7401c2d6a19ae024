import { bigint, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { merchantAccounts } from '../accounts/schema';
import { payments } from '../payments/schema';

/**
 * Every transaction the sponsor key signed as fee payer (POST of a transaction request): who asked, for which link
 * and merchant, and the most it may cost. `failed` is set once the chain shows it failed (the account is then blocked).
 */
export const sponsoredTransactions = pgTable(
  'sponsored_transactions',
  {
    /** The transaction's id: the fee payer's signature, known before the wallet sends it. */
    signature: text('signature').primaryKey(),
    paymentId: text('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
    accountId: text('account_id').references(() => merchantAccounts.id, { onDelete: 'set null' }),
    account: text('account').notNull(),
    /** Base fee plus the capped priority fee, in lamports: what the sponsor pays if the transaction lands. */
    feeLamports: bigint('fee_lamports', { mode: 'bigint' }).notNull(),
    /** pending (not seen, or landed and not checked), landed, failed (on chain), expired (never landed). */
    status: text('status').$type<'pending' | 'landed' | 'failed' | 'expired'>().notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('sponsored_transactions_account_idx').on(t.account, t.status)],
);

/** What the sponsor signed for per merchant and UTC day, counted by one atomic upsert against SPONSOR_DAILY_LAMPORTS_PER_MERCHANT. */
export const sponsorBudgets = pgTable(
  'sponsor_budgets',
  {
    accountId: text('account_id').notNull().references(() => merchantAccounts.id, { onDelete: 'cascade' }),
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
