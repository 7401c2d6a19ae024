import { bigint, date, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { SettleResponse } from '@x402/core/types';
import { createdAt, updatedAt } from '../../db/columns';
import { merchantAccounts } from '../accounts/schema';
import { payments } from '../payments/schema';

/**
 * Every x402 authorization Paylink took for settlement, keyed as the token keys it (network, payer, nonce; on
 * Solana the transaction's signature): the intent, claimed before anything is submitted with the link it pays, the
 * amount and the wallet, so a replayed payment header settles nothing (409), the watcher knows the transfer is
 * x402's while it is being recorded, and a settlement whose recording was lost is recorded by the recovery job.
 * `settling` while submitted, `submitted` once on chain (with the transaction), `settled` once recorded for its
 * link; removed again when it was refused before it reached the chain.
 */
export const x402Authorizations = pgTable(
  'x402_authorizations',
  {
    network: text('network').notNull(),
    payer: text('payer').notNull(),
    nonce: text('nonce').notNull(),
    accountId: text('account_id').references(() => merchantAccounts.id, { onDelete: 'set null' }),
    /** The link it pays (a link's x402Url, or the payment the facilitator records it as), set with the claim. */
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** What it moves, in base units, and to which wallet (canonical form): how the watcher knows it before its transaction is. */
    amount: bigint('amount', { mode: 'bigint' }),
    recipient: text('recipient'),
    /** `link`: a link's x402Url; `facilitator`: the merchant's own API through /api/x402/settle. */
    kind: text('kind').$type<'link' | 'facilitator'>().notNull(),
    status: text('status').$type<'settling' | 'submitted' | 'settled'>().notNull().default('settling'),
    txHash: text('tx_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.network, t.payer, t.nonce] }),
    index('x402_authorizations_payment_idx').on(t.paymentId),
    index('x402_authorizations_open_idx').on(t.status, t.updatedAt),
  ],
);

/** The relayer's gas per merchant and UTC day (wei), booked by one atomic upsert against X402_DAILY_GAS_WEI_PER_MERCHANT. */
export const x402GasBudgets = pgTable(
  'x402_gas_budgets',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    spentWei: bigint('spent_wei', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

/**
 * x402's `payment-identifier` extension on a link's x402 URL: the client's id for one payment, claimed before it is
 * settled, so a retry with the same id settles nothing more and gets the first settlement back. `settlement` is
 * null while the first attempt is in flight, `settlement_pending` (with its transaction) while it waits on chain.
 */
export const x402PaymentIdentifiers = pgTable(
  'x402_payment_identifiers',
  {
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    settlement: jsonb('settlement').$type<SettleResponse>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.identifier] })],
);

/** Links a merchant listed in Paylink's x402 Bazaar (GET /api/x402/discovery/resources), with the description shown there. */
export const x402Listings = pgTable(
  'x402_listings',
  {
    paymentId: text('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('x402_listings_created_idx').on(t.createdAt)],
);
