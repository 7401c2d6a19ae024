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

/** What of a transfer reached the merchant's wallet: counted and excess transfers, and a wrong token we know. */
const arrived = (t: PaymentTransfer) => (t.currency !== null && (t.outcome !== 'rejected' || t.reason === 'wrong_token') ? (t.amount ?? '0') : '0');

/** What arrived in `currency` minus the refunds in it that are paid or pending (the server refuses more: a 400). */
function refundableIn(payment: PaymentDetail, currency: string): string {
  const received = payment.transfers.filter((t) => t.currency === currency).map(arrived);
  const taken = payment.refunds.filter((r) => r.currency === currency && holdsMoney(r)).map((r) => r.amount);
  return decimalDifference(received, taken);
}

/** The most a refund of one transfer may be: what of it arrived minus its paid or pending refunds, within its token's total. */
export function transferRefundable(payment: PaymentDetail, transfer: PaymentTransfer): string {
  if (transfer.currency === null) return '0';
  const taken = payment.refunds.filter((r) => r.transferId === transfer.id && holdsMoney(r)).map((r) => r.amount);
  const ofTransfer = decimalDifference([arrived(transfer)], taken);
  const ofToken = refundableIn(payment, transfer.currency);
  return compareDecimal(ofTransfer, ofToken) <= 0 ? ofTransfer : ofToken;
}

/** The most a refund of the whole link may be, in its pay token. */
export function linkRefundable(payment: PaymentDetail): string {
  return refundableIn(payment, payment.payCurrency);
}

/** What a Refund button proposes: what is owed (within what may be refunded), or with nothing owed everything refundable. */
export function refundDefault(owed: string, refundable: string): string {
  if (compareDecimal(owed, '0') > 0 && compareDecimal(owed, refundable) <= 0) return owed;
  return refundable;
}
