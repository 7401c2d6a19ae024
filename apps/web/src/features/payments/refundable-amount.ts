import { compareDecimal, formatAmount, parseAmount, type PaymentDetail, type PaymentTransfer, type Refund } from '@paylink/shared';

/** a + b + ... − (c + ...) over plain decimal strings, exactly (integers scaled to the longest fraction); never below 0. */
function decimalDifference(plus: string[], minus: string[]): string {
  const all = [...plus, ...minus];
  const places = Math.max(0, ...all.map((v) => v.split('.')[1]?.length ?? 0));
  const units = (v: string) => {
    const parsed = parseAmount(v, places);
    return parsed.ok ? parsed.value : 0n;
  };
  const total = plus.reduce((sum, v) => sum + units(v), 0n) - minus.reduce((sum, v) => sum + units(v), 0n);
  return formatAmount(total > 0n ? total : 0n, places);
}

/** Refunds that take from what arrived: paid ones, and prepared ones that may still be paid. */
const holdsMoney = (refund: Refund) => refund.status !== 'EXPIRED';

/** Money that reached the merchant: counted or excess transfers, and rejected ones the server says are owed back. */
const arrived = (transfer: PaymentTransfer) => transfer.amount !== null && (transfer.outcome !== 'rejected' || transfer.amountOwed !== '0');

/** The most a refund of one transfer may be: its amount minus the refunds of it that are paid or pending. */
export function transferRefundable(payment: PaymentDetail, transfer: PaymentTransfer): string {
  const taken = payment.refunds.filter((r) => r.transferId === transfer.id && holdsMoney(r)).map((r) => r.amount);
  return decimalDifference([transfer.amount ?? '0'], taken);
}

/** The most a refund of the whole link may be: what arrived in its pay token minus refunds in it that are paid or pending. */
export function linkRefundable(payment: PaymentDetail): string {
  const received = payment.transfers.filter((t) => arrived(t) && t.currency === payment.payCurrency).map((t) => t.amount ?? '0');
  const taken = payment.refunds.filter((r) => r.currency === payment.payCurrency && holdsMoney(r)).map((r) => r.amount);
  return decimalDifference(received, taken);
}

/** What the link's Refund button proposes: what is owed, or for a completed link with nothing owed, everything refundable. */
export function linkRefundDefault(payment: PaymentDetail): string {
  const refundable = linkRefundable(payment);
  if (compareDecimal(payment.amountOwed, '0') > 0 && compareDecimal(payment.amountOwed, refundable) <= 0) return payment.amountOwed;
  return refundable;
}
