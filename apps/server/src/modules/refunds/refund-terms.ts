import { and, eq, isNull } from 'drizzle-orm';
import { formatAmount, parseAmount, REFUND_LATE_WATCH_MS } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { arrivedAmount, owedShares } from '../payments/lifecycle/amount-owed';
import {
  lapsedButPayable,
  refundableAmounts,
  reservesAmount,
  sameWallet,
} from '../payments/lifecycle/amount-refundable';
import { tokenDecimals, type PaymentRow } from '../payments/links/payment-dto';
import type { PaymentTransferRow } from '../payments/schema';
import { transfersInChainOrder } from '../payments/lifecycle/settle-owed';
import { refunds, type RefundRow } from './schema';

/**
 * What a refund of `payment` (locked by the caller, see lockPayment) may take: the transfer named (404 when it is
 * not the link's), the token, and the amount (default: what is owed, less what PENDING refunds already take), a 400
 * above what arrived minus what is refunded or being refunded. A refund that lapsed unpaid but can still complete
 * (lapsedButPayable) is still being refunded: when it is what stands in the way, a 409 says so (refundStillPayable).
 * Shared by prepared refunds and refund claims.
 */
export async function refundTerms(
  tx: Db,
  payment: PaymentRow,
  body: { amount?: string; transferId?: string },
  now: Date = new Date(),
) {
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
  const lapsed = existing.filter((r) => r.currency === currency && lapsedButPayable(r, now));
  const { cap, owedNow, shares, refundable } = limits(payment, transfers, existing, transfer, currency, now);

  let amount: bigint;
  if (body.amount !== undefined) {
    const parsed = parseAmount(body.amount, decimals);
    if (!parsed.ok) throw new AppError('VALIDATION_ERROR', `${parsed.reason} for ${currency}`, 400);
    amount = parsed.value;
    if (amount > cap) {
      const unpaid = existing.filter((r) => !lapsed.includes(r));
      if (lapsed.length > 0 && amount <= limits(payment, transfers, unpaid, transfer, currency, now).cap)
        throw refundStillPayable(lapsed, decimals);
      throw new AppError(
        'VALIDATION_ERROR',
        cap === 0n
          ? `Nothing is left to refund: every ${currency} that arrived is refunded or being refunded.`
          : `A refund cannot exceed what arrived minus what is refunded or being refunded: at most ${formatAmount(cap, decimals)} ${currency}.`,
        400,
      );
    }
  } else {
    const pending = existing
      .filter(
        (r) =>
          r.status !== 'COMPLETED' &&
          reservesAmount(r, now) &&
          r.currency === currency &&
          (transfer === null || r.transferId === transfer.id),
      )
      .reduce((sum, r) => sum + r.amount, 0n);
    amount = min(owedNow - pending, cap);
    if (amount <= 0n) {
      if (lapsed.length > 0) throw refundStillPayable(lapsed, decimals);
      throw new AppError(
        'VALIDATION_ERROR',
        pending > 0n
          ? 'What is owed is already being refunded: pay the pending refund, or wait until it expires.'
          : 'Nothing is owed back on this payment. To refund it anyway, send the amount.',
        400,
      );
    }
  }

  return { transfers, existing, transfer, currency, decimals, asset, amount, owedNow, shares, refundable, now };
}

/**
 * Why no new refund (a 409): an earlier one (the latest of `lapsed`) expired unpaid but is still watched for, so paid
 * late it would complete; the merchant reopens it (reopenRefund) or waits until the watch ends.
 */
export function refundStillPayable(
  lapsed: readonly Pick<RefundRow, 'amount' | 'currency' | 'expiresAt'>[],
  decimals: number,
): AppError {
  const latest = lapsed.reduce((a, b) => (b.expiresAt > a.expiresAt ? b : a));
  const until = new Date(latest.expiresAt.getTime() + REFUND_LATE_WATCH_MS).toISOString();
  return new AppError(
    'CONFLICT',
    `An earlier refund of ${formatAmount(latest.amount, decimals)} ${latest.currency} expired unpaid but still completes if paid until ${until}: reopen it, or prepare a new one after then.`,
    409,
  );
}

/**
 * The cap per destination, whatever the refunds name (a transfer, the whole link): a wallet that paid into the link
 * is never sent back more than it sent in `currency`, minus what is refunded or being refunded to it. Without it, a
 * refund of the whole link to a payer and then one of that payer's transfer could return its transfer twice. A 400
 * above it; an address that sent nothing (one the merchant or a claim's customer gives) is the merchant's choice.
 */
export function checkDestinationCap(
  terms: {
    transfers: PaymentTransferRow[];
    existing: RefundRow[];
    currency: string;
    decimals: number;
    amount: bigint;
    now: Date;
  },
  to: string,
): void {
  const same = (a: string | null) => sameWallet(a, to);
  const sent = terms.transfers
    .filter((t) => t.currency === terms.currency && same(t.payer))
    .reduce((sum, t) => sum + arrivedAmount(t), 0n);
  if (sent === 0n) return;
  const toWallet = terms.existing.filter((r) => r.currency === terms.currency && same(r.toAddress));
  const back = toWallet.filter((r) => reservesAmount(r, terms.now)).reduce((sum, r) => sum + r.amount, 0n);
  const left = sent > back ? sent - back : 0n;
  if (terms.amount > left) {
    const lapsed = toWallet.filter((r) => lapsedButPayable(r, terms.now));
    const others = back - lapsed.reduce((sum, r) => sum + r.amount, 0n);
    if (lapsed.length > 0 && terms.amount <= sent - others) throw refundStillPayable(lapsed, terms.decimals);
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
  now: Date,
) {
  const refundable = refundableAmounts(transfers, existing, now);
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
