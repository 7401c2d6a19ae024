import { compareDecimal, formatAmount, parseAmount, type PaymentDetail, type PaymentTransfer } from '@paylink/shared';

/** a − (b + ...) over plain decimal strings, exactly (integers scaled to the longest fraction); never below 0. */
function decimalDifference(from: string, minus: string[]): string {
  const all = [from, ...minus];
  const places = Math.max(0, ...all.map((v) => v.split('.')[1]?.length ?? 0));
  const units = (v: string) => {
    const parsed = parseAmount(v, places);
    return parsed.ok ? parsed.value : 0n;
  };
  const left = units(from) - minus.reduce((sum, v) => sum + units(v), 0n);
  return formatAmount(left > 0n ? left : 0n, places);
}

export interface RefundOffer {
  currency: string;
  /** What the form proposes: what is owed and not already being refunded, else (nothing owed) everything refundable. */
  amount: string;
  /** The most the refund may be, as the server computes it (it refuses more with a 400). */
  refundable: string;
}

/**
 * What a Refund button offers: for one transfer (in its token) or for the whole link (in its pay token). The cap is
 * the server's (`amountRefundable`); owed amounts count completed refunds only, so PENDING ones in the same scope
 * are taken off the proposal here.
 */
export function refundOffer(payment: PaymentDetail, transfer?: PaymentTransfer): RefundOffer {
  const currency = transfer ? (transfer.currency ?? payment.payCurrency) : payment.payCurrency;
  const refundable = transfer ? transfer.amountRefundable : payment.amountRefundable;
  const owed = transfer ? transfer.amountOwed : payment.amountOwed;
  const pending = payment.refunds
    .filter((r) => r.status === 'PENDING' && r.currency === currency && (!transfer || r.transferId === transfer.id))
    .map((r) => r.amount);
  const stillOwed = decimalDifference(owed, pending);
  const amount = compareDecimal(stillOwed, '0') > 0 && compareDecimal(stillOwed, refundable) <= 0 ? stillOwed : refundable;
  return { currency, amount, refundable };
}
