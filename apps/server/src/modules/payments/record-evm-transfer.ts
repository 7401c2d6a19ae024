import { and, eq, gt, lte, ne, or } from 'drizzle-orm';
import type { UnmatchedReason } from '@paylink/shared';
import type { Db } from '../../db/client';
import { payments } from './schema';
import { newId } from '../../lib/ids';
import { applyPaymentTransition } from './apply-payment-transition';
import { PAYMENT_TRANSITIONS, transferEvent } from './payment-transitions';
import { paymentTransfers } from './schema';
import { unmatchedTransfers } from '../unmatched-transfers/schema';
import type { EvmTransfer } from '../chains/evm/evm-transfer';
import { findAmountHolder } from '../chains/evm/find-amount-holder';
import { bindQuote } from './bind-quote';
import type { QuotePricing } from './quote-rest';
import type { EvmQuoting } from './set-link-quote';
import { tokenDecimals, type PaymentRow } from './payment-dto';
import { fiatValueCents } from '../pricing/decimal-math';

/** Block clocks and ours may differ a little: a transfer this much older than a link may still be for it. */
const CLOCK_SLACK_MS = 60_000;

export type EvmRecordResult = { kind: 'paid'; paymentId: string } | { kind: 'unmatched'; id: string } | { kind: 'seen' };

/**
 * Records one confirmed transfer to a watched wallet, once: to the link it pays, found by its exact pay amount
 * (unique among the amounts held or quarantined for that wallet, see allocateAmountOffset) while that link is open
 * or in its late window, through the transition table; or, paying no link, into the owner's unmatched-transfers inbox. Re-recording the same transfer is a no-op.
 */
export async function recordEvmTransfer(
  db: Db,
  input: { network: string; currency: string; transfer: EvmTransfer; blockTime: Date; owner: string; lateWindowMs: number; now: Date; pricing: QuotePricing; evm: EvmQuoting },
): Promise<EvmRecordResult> {
  const { transfer: t, network, now } = input;
  return db.transaction(async (tx) => {
    const [counted] = await tx
      .select({ id: paymentTransfers.id })
      .from(paymentTransfers)
      .where(and(eq(paymentTransfers.signature, t.hash), eq(paymentTransfers.position, t.position)))
      .limit(1);
    if (counted) return { kind: 'seen' };
    const [listed] = await tx
      .select({ id: unmatchedTransfers.id })
      .from(unmatchedTransfers)
      .where(and(eq(unmatchedTransfers.network, network), eq(unmatchedTransfers.signature, t.hash), eq(unmatchedTransfers.position, t.position)));
    if (listed) return { kind: 'seen' };

    // The link holding this exact amount (as its current quote, an earlier one, or in quarantine after it ended).
    const holder = await findAmountHolder(tx, { network, asset: t.asset, recipient: t.to, payAmount: t.value });
    const [held] = holder
      ? await tx
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.id, holder),
              // Only the owner of the address is paid through it (issue 29): another account's link never matches.
              eq(payments.userId, input.owner),
              lte(payments.createdAt, new Date(input.blockTime.getTime() + CLOCK_SLACK_MS)),
              or(eq(payments.status, 'PENDING'), gt(payments.expiresAt, new Date(now.getTime() - input.lateWindowMs))),
            ),
          )
          .for('update')
      : [];
    // A link priced in USD/EUR takes it at the quote that binds it; a quote in a token it no longer asks for: rejected.
    const payment = held && (await bindQuote(tx, held, { mint: t.asset === 'ETH' ? null : t.asset, payAmount: t.value, paidAt: input.blockTime }, input.pricing, input.evm, now));
    if (held && !payment) {
      await applyPaymentTransition(tx, held, PAYMENT_TRANSITIONS[held.status].rejected, {
        transfer: { ...evmTransferInput(t, input.currency, input.blockTime), reason: 'wrong_token' },
        now,
      });
      return { kind: 'paid', paymentId: held.id };
    }
    if (!payment) {
      const reason = await unmatchedReason(tx, { network, currency: input.currency, recipient: t.to, amount: t.value, blockTime: input.blockTime });
      const id = newId('utr');
      await tx.insert(unmatchedTransfers).values({
        id,
        userId: input.owner,
        network,
        currency: input.currency,
        token: t.asset === 'ETH' ? null : t.asset,
        recipient: t.to,
        payer: t.from,
        amount: t.value,
        signature: t.hash,
        position: t.position,
        block: t.blockNumber,
        txIndex: t.txIndex,
        blockTime: input.blockTime,
        reason,
      });
      return { kind: 'unmatched', id };
    }
    const event = transferEvent(evmLinkState(payment), { outcome: 'counted', amount: t.value, blockTime: input.blockTime });
    await applyPaymentTransition(tx, payment, PAYMENT_TRANSITIONS[payment.status][event], {
      transfer: { ...evmTransferInput(t, input.currency, input.blockTime), fiatCents: payment.quoteRate ? fiatValueCents(t.value, payment.quoteRate, tokenDecimals(payment.currency)) : null },
      now,
    });
    return { kind: 'paid', paymentId: payment.id };
  });
}

/** Why a transfer to a watched wallet paid no link: a link asked for exactly this amount but has ended; else whether one was open. */
async function unmatchedReason(
  tx: Db,
  t: { network: string; currency: string; recipient: string; amount: bigint; blockTime: Date },
): Promise<UnmatchedReason> {
  const sameWallet = and(eq(payments.network, t.network), eq(payments.currency, t.currency), eq(payments.recipientAddress, t.recipient));
  const [ended] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(sameWallet, eq(payments.payAmount, t.amount), ne(payments.status, 'PENDING'), lte(payments.createdAt, new Date(t.blockTime.getTime() + CLOCK_SLACK_MS))))
    .limit(1);
  if (ended) return 'link_ended';
  const [open] = await tx.select({ id: payments.id }).from(payments).where(and(sameWallet, eq(payments.status, 'PENDING'))).limit(1);
  return open ? 'wrong_amount' : 'no_open_link';
}

/** What a link expects, for the transition table: on EVM its pay amount (the offset is part of the price, not an overpayment). */
export function evmLinkState(payment: PaymentRow) {
  return { ...payment, amount: payment.payAmount ?? payment.amount, received: payment.amountReceived ?? 0n };
}

/** The transfer row of an EVM transfer: the transaction hash is its signature, the log index its position, the block number its slot. */
export function evmTransferInput(
  t: { hash: string; position: number; value: bigint; asset: string; from: string | null; blockNumber: bigint; txIndex: number | null },
  currency: string,
  blockTime: Date | null,
) {
  return {
    signature: t.hash,
    position: t.position,
    amount: t.value,
    mint: t.asset === 'ETH' ? null : t.asset,
    currency,
    payer: t.from,
    reason: null,
    slot: t.blockNumber,
    txIndex: t.txIndex,
    blockTime,
  };
}
