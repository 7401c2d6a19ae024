import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { UnmatchedReason } from '@paylink/shared';
import type { Db } from '../../../db/client';
import type { ChainAdapter, ObservedTransfer } from '../../chains/chain-adapter';
import { fiatValueCents } from '../../pricing/decimal-math';
import { addressOwners } from '../../wallets/address-owners';
import { canonicalAddress } from '../../wallets/canonical-address';
import { applyPaymentTransition } from './apply-payment-transition';
import { bindQuote } from './bind-quote';
import { linkState } from './link-state';
import { tokenDecimals, type PaymentRow } from '../links/payment-dto';
import { transferEvent } from './payment-transitions';
import { transferStep } from './transfer-step';
import type { QuotePricing } from '../../pricing/quotes/quote-rest';
import { paymentTransfers, payments } from '../schema';
import { CLOCK_SLACK_MS, unmatchedReason } from './unmatched-reason';
import { enterPayOptionOf, recipientOn } from './switch-pay-option';
import { paysInAsset } from './pays-in-asset';
import type { MisdirectedScope } from '../misdirected/misdirected-scope';
import { isMisdirected, recordMisdirectedTransfer } from '../misdirected/record-misdirected-transfer';

/** A transfer that paid no link, as its owner's inbox lists it. */
export interface UnmatchedListing {
  accountId: string;
  network: string;
  reason: UnmatchedReason;
  currency: string;
  token: string | null;
  recipient: string;
  payer: string | null;
  amount: bigint;
  txId: string;
  position: number;
  block: bigint;
  txIndex: number | null;
  blockTime: Date | null;
}

/**
 * The merchants' unmatched-transfers inbox, as payments needs it (the unmatched-transfers module owns it and builds
 * on payments, so it is handed in: see unmatched-transfers/list-unmatched-transfer.ts).
 */
export interface UnmatchedInbox {
  isListed(tx: Db, t: { network: string; txId: string; position: number }): Promise<boolean>;
  list(tx: Db, t: UnmatchedListing): Promise<string | null>;
}

export interface RecordContext {
  /** The link's network: how a transfer names its link, and (a late payment's new quote) its payment request. */
  adapter: Pick<ChainAdapter, 'matchBy' | 'amountHolder' | 'paymentRequest'>;
  inbox: UnmatchedInbox;
  lateWindowMs: number;
  now: Date;
  /** Binds transfers to fiat-priced links' quotes (see bindQuote); without it (tests of other things) the current quote stands. */
  pricing?: QuotePricing;
  /** The networks sharing this one's addresses: a transfer paying none of its links may be another's, sent here by mistake. */
  misdirected?: MisdirectedScope;
}

export type RecordResult =
  | { kind: 'paid'; paymentId: string }
  | { kind: 'unmatched'; id: string }
  | { kind: 'misdirected'; id: string; paymentId: string }
  | { kind: 'seen' };

/**
 * Records one transfer an adapter observed, once, in one transaction, whatever the network. It pays the link it
 * names (by the reference it carries, else by its exact amount: see ChainAdapter.matchBy) when that link is open or
 * in its late window and paid to a wallet its merchant owns, through the transition table; a fiat-priced link takes
 * it at the quote that binds it (bindQuote), and a token it no longer asks for is rejected (wrong_token), as is any
 * other asset than the link's own, whatever its label (paysInAsset). One transaction counts toward one link at
 * most (already_used). Paying no link, it is listed in the wallet owner's unmatched-transfers inbox. Re-recording
 * the same transfer is a no-op.
 */
export async function recordObservedTransfer(db: Db, t: ObservedTransfer, ctx: RecordContext): Promise<RecordResult> {
  const { now } = ctx;
  return db.transaction(async (tx) => {
    if ((await ctx.inbox.isListed(tx, t)) || (ctx.misdirected && (await isMisdirected(tx, t)))) return { kind: 'seen' };
    const link = await linkOf(tx, t, ctx);
    const paid = link ? await pay(tx, link, t, ctx) : null;
    if (paid === true) return { kind: 'paid', paymentId: link!.id };
    if (paid === false) return { kind: 'seen' };
    // Money for a link its merchant cancelled is late money: listed in the inbox, whatever names the link.
    const cancelled = t.reference !== null && paid === null && (await namesCancelledLink(tx, t.reference));
    // Paying no link; or a link's option it may no longer be paid on (see enterPayOptionOf), which its reference names but does not pay.
    if ((t.reference !== null && paid === null && !cancelled) || t.problem !== null || t.amount === null)
      return { kind: 'seen' };

    // A transfer already counted for a link (on a network matching by reference, any of its transaction's) is no one's unmatched.
    const [counted] = await tx
      .select({ id: paymentTransfers.id })
      .from(paymentTransfers)
      .where(
        and(
          eq(paymentTransfers.txId, t.txId),
          ctx.adapter.matchBy === 'reference' ? undefined : eq(paymentTransfers.position, t.position),
        ),
      )
      .limit(1);
    if (counted) return { kind: 'seen' };
    const owner = (await addressOwners(tx, [t.to])).get(canonicalAddress(t.to));
    if (!owner || t.currency === null) return { kind: 'seen' };
    // The exact amount of an open link of theirs on another network: said as sent on the wrong network, never counted by itself.
    const misdirected =
      ctx.misdirected && paid === null && !cancelled
        ? await recordMisdirectedTransfer(tx, t, owner, ctx.misdirected, now)
        : null;
    if (misdirected) return { kind: 'misdirected', ...misdirected };
    const reason =
      paid === 'other_pay_option'
        ? paid
        : cancelled
          ? 'link_ended'
          : ctx.adapter.matchBy === 'reference'
            ? 'no_reference'
            : await unmatchedReason(tx, {
                network: t.network,
                currency: t.currency,
                recipient: t.to,
                amount: t.amount,
                blockTime: t.time ?? now,
              });
    const id = await ctx.inbox.list(tx, {
      accountId: owner,
      network: t.network,
      reason,
      currency: t.currency,
      token: t.asset,
      recipient: t.to,
      payer: t.from,
      amount: t.amount,
      txId: t.txId,
      position: t.position,
      block: t.block,
      txIndex: t.txIndex,
      blockTime: t.time,
    });
    return id ? { kind: 'unmatched', id } : { kind: 'seen' };
  });
}

/**
 * The link a transfer names, locked: by its reference, else the holder of its exact amount (created before it was
 * made: an amount is reused once its quarantine ends). Only while the link is open or in its late window, and only
 * a link paid to a wallet its merchant owns (issue 29; credit purchases pay the treasury, which nobody claims), and
 * never a link its merchant cancelled: every path that records a transfer passes here.
 */
export async function linkOf(tx: Db, t: ObservedTransfer, ctx: RecordContext): Promise<PaymentRow | null> {
  let named: SQL | undefined;
  // A link with pay options may be named on any of its networks (see enterPayOptionOf).
  if (t.reference !== null)
    named = and(
      eq(payments.reference, t.reference),
      or(eq(payments.network, t.network), isNotNull(payments.payOptions)),
    );
  else {
    const holder = await ctx.adapter.amountHolder?.(tx, t);
    if (!holder) return null;
    named = and(
      eq(payments.id, holder),
      t.time ? lte(payments.createdAt, new Date(t.time.getTime() + CLOCK_SLACK_MS)) : undefined,
    );
  }
  const [link] = await tx
    .select()
    .from(payments)
    .where(
      and(
        named,
        isNull(payments.cancelledAt),
        or(eq(payments.status, 'PENDING'), gt(payments.expiresAt, new Date(ctx.now.getTime() - ctx.lateWindowMs))),
      ),
    )
    .for('update');
  if (!link) return null;
  if (link.purpose !== 'link') return link;
  const recipient = recipientOn(link, t.network);
  if (recipient === null) return null;
  const owner = (await addressOwners(tx, [recipient])).get(canonicalAddress(recipient));
  return owner === link.accountId ? link : null;
}

/** Whether a transfer's reference names a link its merchant cancelled. */
async function namesCancelledLink(tx: Db, reference: string): Promise<boolean> {
  const [link] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.reference, reference), isNotNull(payments.cancelledAt)));
  return link !== undefined;
}

/**
 * Applies the transfer to the locked link through the transition table; false when it was already recorded,
 * `other_pay_option` when it paid an option the link may no longer be paid on. `madeOn`: the network it was really
 * made on, when the merchant accepted it from another (a misdirected payment, handed in as on the link's network).
 */
export async function pay(
  tx: Db,
  link: PaymentRow,
  t: ObservedTransfer,
  ctx: Omit<RecordContext, 'inbox'>,
  madeOn: string | null = null,
): Promise<boolean | 'other_pay_option'> {
  const { now } = ctx;
  const samePosition = and(eq(paymentTransfers.txId, t.txId), eq(paymentTransfers.position, t.position));
  const [seen] = await tx
    .select({ id: paymentTransfers.id })
    .from(paymentTransfers)
    .where(and(samePosition, eq(paymentTransfers.paymentId, link.id)));
  if (seen) return false;
  const locked = await enterPayOptionOf(tx, link, t.network, now);
  if (locked === 'other_pay_option') return locked;
  let problem: ObservedTransfer['problem'] | 'already_used' = t.problem;
  if (problem === null) {
    // One transaction carrying two references pays one link, not both.
    const [elsewhere] = await tx
      .select({ id: paymentTransfers.id })
      .from(paymentTransfers)
      .where(and(samePosition, ne(paymentTransfers.paymentId, locked.id), ne(paymentTransfers.outcome, 'rejected')));
    if (elsewhere) problem = 'already_used';
  }
  let payment = locked;
  // A link priced in USD/EUR takes a transfer at the quote that binds it (maybe an earlier one in another token).
  if (ctx.pricing && t.amount !== null && (problem === null || problem === 'wrong_token')) {
    // A transfer that names its link by reference (or by an address of its own) names no quote by its amount.
    const paid = {
      network: t.network,
      asset: t.asset,
      payAmount: ctx.adapter.matchBy === 'amount' && t.reference === null ? t.amount : undefined,
      paidAt: t.time ?? now,
    };
    const bound = await bindQuote(
      tx,
      locked,
      paid,
      ctx.pricing,
      { requests: ctx.adapter, lateWindowMs: ctx.lateWindowMs },
      now,
    );
    if (!bound && problem === null) problem = 'wrong_token';
    if (bound && problem === 'wrong_token' && paysInAsset(bound, t.asset)) {
      problem = canonicalAddress(t.to) === canonicalAddress(locked.recipientAddress) ? null : 'wrong_recipient';
    }
    payment = bound ?? locked;
  }
  // Whichever path recorded it, only the link's own asset pays it: another token is wrong_token, whatever it is called.
  const ownAsset = paysInAsset(payment, t.asset);
  if (problem === null && !ownAsset) problem = 'wrong_token';
  const counted = problem === null;
  const event = transferEvent(await linkState(tx, payment), {
    outcome: counted ? 'counted' : 'rejected',
    amount: t.amount,
    blockTime: t.time,
  });
  await applyPaymentTransition(tx, payment, await transferStep(tx, payment, event), {
    transfer: {
      txId: t.txId,
      position: t.position,
      amount: t.amount,
      asset: t.asset,
      // Another asset under the link's own symbol is a label, not the token: unknown (nothing owed back in it).
      currency: ownAsset ? payment.currency : t.currency === payment.currency ? null : t.currency,
      payer: t.from,
      reason: problem,
      block: t.block,
      txIndex: t.txIndex,
      blockTime: t.time,
      fiatCents:
        counted && payment.quoteRate && t.amount !== null
          ? fiatValueCents(t.amount, payment.quoteRate, tokenDecimals(payment.currency))
          : null,
      network: madeOn,
    },
    now,
  });
  return true;
}

/** Transaction ids already recorded for some link (a watcher need not read them again). */
export async function recordedTxIds(db: Db, txIds: string[]): Promise<Set<string>> {
  if (txIds.length === 0) return new Set();
  const rows = await db
    .select({ id: paymentTransfers.txId })
    .from(paymentTransfers)
    .where(inArray(paymentTransfers.txId, txIds));
  return new Set(rows.map((r) => r.id));
}
