import { and, eq, isNull } from 'drizzle-orm';
import { formatAmount, parseAmount } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { arrivedAmount, owedShares } from '../payments/lifecycle/amount-owed';
import { refundableAmounts, sameWallet } from '../payments/lifecycle/amount-refundable';
import { tokenDecimals, type PaymentRow } from '../payments/links/payment-dto';
import type { PaymentTransferRow } from '../payments/schema';
import { transfersInChainOrder } from '../payments/lifecycle/settle-owed';
import { refunds, type RefundRow } from './schema';

/**
 * What a refund of `payment` (locked by the caller, see lockPayment) may take: the transfer named (404 when it is
 * not the link's), the token, and the amount (default: what is owed, less what PENDING refunds already take), a 400
 * above what arrived minus what is refunded or being refunded. Shared by prepared refunds and refund claims.
 */
export async function refundTerms(tx: Db, payment: PaymentRow, body: { amount?: string; transferId?: string }) {
  const transfers = await transfersInChainOrder(tx, payment.id);
  const existing = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), isNull(refunds.misdirectedId)));

  const transfer = body.transferId === undefined ? null : transfers.find((t) => t.id === body.transferId);
  if (transfer === undefined) throw new AppError('NOT_FOUND', 'No such transfer on this payment', 404);
  const currency = transfer ? transfer.currency : payment.currency;
  if (currency === null)
    throw new AppError(
      'VALIDATION_ERROR',
      'This transfer moved a token Paylink does not know: refund it from your wallet directly.',
      400,
    );
  const decimals = tokenDecimals(currency);
  const asset = transfer ? transfer.asset : payment.asset;
  const live = existing.filter((r) => r.status !== 'EXPIRED');
  const { cap, owedNow, shares, refundable } = limits(payment, transfers, existing, transfer, currency);

  let amount: bigint;
  if (body.amount !== undefined) {
    const parsed = parseAmount(body.amount, decimals);
    if (!parsed.ok) throw new AppError('VALIDATION_ERROR', `${parsed.reason} for ${currency}`, 400);
    amount = parsed.value;
    if (amount > cap) {
      throw new AppError(
        'VALIDATION_ERROR',
        cap === 0n
          ? `Nothing is left to refund: every ${currency} that arrived is refunded or being refunded.`
          : `A refund cannot exceed what arrived minus what is refunded or being refunded: at most ${formatAmount(cap, decimals)} ${currency}.`,
        400,
      );
    }
  } else {
    const pending = live
      .filter(
        (r) => r.status === 'PENDING' && r.currency === currency && (transfer === null || r.transferId === transfer.id),
      )
      .reduce((sum, r) => sum + r.amount, 0n);
    amount = min(owedNow - pending, cap);
    if (amount <= 0n) {
      throw new AppError(
        'VALIDATION_ERROR',
        pending > 0n
          ? 'What is owed is already being refunded: pay the pending refund, or wait until it expires.'
          : 'Nothing is owed back on this payment. To refund it anyway, send the amount.',
        400,
      );
    }
  }

  return { transfers, existing, transfer, currency, decimals, asset, amount, owedNow, shares, refundable };
}

/**
 * The cap per destination, whatever the refunds name (a transfer, the whole link): a wallet that paid into the link
 * is never sent back more than it sent in `currency`, minus what is refunded or being refunded to it. Without it, a
 * refund of the whole link to a payer and then one of that payer's transfer could return its transfer twice. A 400
 * above it; an address that sent nothing (one the merchant or a claim's customer gives) is the merchant's choice.
 */
export function checkDestinationCap(
  terms: { transfers: PaymentTransferRow[]; existing: RefundRow[]; currency: string; decimals: number; amount: bigint },
  to: string,
): void {
  const same = (a: string | null) => sameWallet(a, to);
  const sent = terms.transfers
    .filter((t) => t.currency === terms.currency && same(t.payer))
    .reduce((sum, t) => sum + arrivedAmount(t), 0n);
  if (sent === 0n) return;
  const back = terms.existing
    .filter((r) => r.status !== 'EXPIRED' && r.currency === terms.currency && same(r.toAddress))
    .reduce((sum, r) => sum + r.amount, 0n);
  const left = sent > back ? sent - back : 0n;
  if (terms.amount > left) {
    throw new AppError(
      'VALIDATION_ERROR',
      `A refund cannot send a wallet more than it paid minus what is refunded or being refunded to it: at most ${formatAmount(left, terms.decimals)} ${terms.currency} to ${to}.`,
      400,
    );
  }
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * What may still be refunded in `currency` (the cap, see refundableAmounts: of the transfer too when one is named)
 * and what is owed there now (after completed refunds), with the per-transfer figures a whole-link refund's
 * destination is drawn from.
 */
function limits(
  payment: PaymentRow,
  transfers: PaymentTransferRow[],
  existing: RefundRow[],
  transfer: PaymentTransferRow | null,
  currency: string,
) {
  const refundable = refundableAmounts(transfers, existing);
  const shares = owedShares(
    { status: payment.status, price: payment.payAmount ?? payment.amount, currency: payment.currency },
    transfers,
    existing,
  );
  if (!transfer) {
    const owedNow = transfers
      .filter((t) => t.currency === currency)
      .reduce((sum, t) => sum + (shares.byTransfer.get(t.id) ?? 0n), 0n);
    return { cap: refundable.byToken.get(currency) ?? 0n, owedNow, shares, refundable };
  }
  return {
    cap: refundable.byTransfer.get(transfer.id) ?? 0n,
    owedNow: shares.byTransfer.get(transfer.id) ?? 0n,
    shares,
    refundable,
  };
}
