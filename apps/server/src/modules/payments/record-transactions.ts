import { and, eq, inArray, ne } from 'drizzle-orm';
import { SOLANA_TOKENS } from '@paylink/shared';
import type { Db } from '../../db/client';
import { paymentTransfers, payments } from './schema';
import { allAccountKeys, type TransactionJson } from '../chains/solana/transaction-json';
import { transferEffect, type ExpectedTransfer, type TransferCheck } from '../chains/solana/transfer-effect';
import { bindQuote } from './bind-quote';
import type { QuotePricing } from './quote-rest';
import { tokenDecimals } from './payment-dto';
import { fiatValueCents } from '../pricing/decimal-math';
import { applyPaymentTransition } from './apply-payment-transition';
import { PAYMENT_TRANSITIONS, transferEvent } from './payment-transitions';

/** A confirmed transaction the watcher found, with where it sits on the chain. */
export interface FoundTransaction {
  signature: string;
  slot: bigint;
  /** Position in its block when known; transactions of one slot without it keep the order given. */
  index: number | null;
  tx: TransactionJson;
}

/** A watched link: what a transaction must do to pay it. */
export interface RecordableLink {
  paymentId: string;
  currency: string;
  expected: ExpectedTransfer;
}

export interface RecordHooks {
  onChange?: (paymentId: string) => void;
  /** Test seam: runs between finding a payment's transaction and recording it. */
  beforeRecord?: (paymentId: string) => void | Promise<void>;
  /** Binds transfers to fiat-priced links' quotes (see bindQuote); without it (tests of other things) the current quote stands. */
  pricing?: QuotePricing;
}

/** Chain order: slot, then position in the block; never the order an RPC listed signatures in. */
export function chainOrder(a: FoundTransaction, b: FoundTransaction): number {
  if (a.slot !== b.slot) return a.slot < b.slot ? -1 : 1;
  return a.index === null || b.index === null ? 0 : a.index - b.index;
}

export interface RecordReport {
  /** Links that changed. */
  changed: string[];
  /** Signatures whose recording threw for some link (quarantined by the caller), with the first error. */
  failed: Map<string, unknown>;
}

/**
 * Records what the watcher found, in chain order, for every watched link whose reference each transaction
 * carries: one transfer per (link, signature), each in its own transaction under the link's row lock with its
 * status change and event. One that throws is reported in `failed` and skipped: it never stops the others.
 * Re-processing the same transactions is a no-op, so retrying a quarantined signature records only what is missing.
 */
export async function recordTransactions(
  db: Db,
  input: { links: ReadonlyMap<string, RecordableLink>; transactions: readonly FoundTransaction[]; now: Date },
  hooks: RecordHooks = {},
): Promise<RecordReport> {
  const report: RecordReport = { changed: [], failed: new Map() };
  for (const found of [...input.transactions].sort(chainOrder)) {
    for (const key of allAccountKeys(found.tx)) {
      const link = input.links.get(key);
      if (!link) continue;
      // A crash here (the test seam) is the process dying, not a bad transaction: it propagates.
      await hooks.beforeRecord?.(link.paymentId);
      try {
        const check = transferEffect(found.tx, link.expected);
        if (!check) continue;
        if (await recordTransfer(db, { link, found, check, now: input.now, pricing: hooks.pricing })) {
          report.changed.push(link.paymentId);
          hooks.onChange?.(link.paymentId);
        }
      } catch (err) {
        if (!report.failed.has(found.signature)) report.failed.set(found.signature, err);
      }
    }
  }
  return report;
}

/** Signatures already recorded for some link, which the watcher need not load again. */
export async function recordedSignatures(db: Db, signatures: string[]): Promise<Set<string>> {
  if (signatures.length === 0) return new Set();
  const rows = await db.select({ sig: paymentTransfers.signature }).from(paymentTransfers).where(inArray(paymentTransfers.signature, signatures));
  return new Set(rows.map((r) => r.sig));
}

async function recordTransfer(
  db: Db,
  input: { link: RecordableLink; found: FoundTransaction; check: TransferCheck; now: Date; pricing: RecordHooks['pricing'] },
): Promise<boolean> {
  const { link, found, now } = input;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, link.paymentId)).for('update');
    if (!locked) return false;
    const [seen] = await tx
      .select({ id: paymentTransfers.id })
      .from(paymentTransfers)
      .where(and(eq(paymentTransfers.paymentId, locked.id), eq(paymentTransfers.signature, found.signature)));
    if (seen) return false;

    let check = input.check;
    if (check.outcome === 'counted') {
      // One transaction carrying two references pays one link, not both.
      const [countedElsewhere] = await tx
        .select({ id: paymentTransfers.id })
        .from(paymentTransfers)
        .where(and(eq(paymentTransfers.signature, found.signature), ne(paymentTransfers.paymentId, locked.id), ne(paymentTransfers.outcome, 'rejected')));
      if (countedElsewhere) check = { ...check, outcome: 'rejected', reason: 'already_used' };
    }
    const blockTime = found.tx.blockTime === null ? null : new Date(Number(found.tx.blockTime) * 1000);
    let payment = locked;
    // A link priced in USD/EUR takes a transfer at the quote that binds it (maybe an earlier one in another token).
    if (locked.priceCents !== null && input.pricing && (check.outcome === 'counted' || check.reason === 'wrong_token')) {
      const bound = await bindQuote(tx, locked, { mint: check.mint, paidAt: blockTime ?? now }, input.pricing, undefined, now);
      if (bound && bound.mint !== link.expected.mint) check = transferEffect(found.tx, { ...link.expected, mint: bound.mint }) ?? check;
      else if (!bound && check.outcome === 'counted') check = { ...check, outcome: 'rejected', reason: 'wrong_token' };
      payment = bound ?? locked;
    }
    const event = transferEvent({ ...payment, received: payment.amountReceived ?? 0n }, { ...check, blockTime });
    await applyPaymentTransition(tx, payment, PAYMENT_TRANSITIONS[payment.status][event], {
      transfer: {
        signature: found.signature,
        position: 0,
        amount: check.amount,
        fiatCents: check.outcome === 'counted' && payment.quoteRate ? fiatValueCents(check.amount, payment.quoteRate, tokenDecimals(payment.currency)) : null,
        mint: check.mint,
        currency: check.mint === payment.mint ? payment.currency : currencyOf(check.mint, link),
        payer: check.payer,
        reason: check.outcome === 'rejected' ? check.reason : null,
        slot: found.slot,
        txIndex: found.index,
        blockTime,
      },
      now,
    });
    return true;
  });
}

/** SOL for native transfers, the link's token for its own mint, a known token by its mainnet mint, else unknown. */
function currencyOf(mint: string | null, link: RecordableLink): string | null {
  if (mint === null) return 'SOL';
  if (mint === link.expected.mint) return link.currency;
  return SOLANA_TOKENS.find((t) => t.mint === mint)?.symbol ?? null;
}
