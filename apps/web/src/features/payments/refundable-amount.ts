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
function transferRefundable(payment: PaymentDetail, transfer: PaymentTransfer, currency: string): string {
  const taken = payment.refunds.filter((r) => r.transferId === transfer.id && holdsMoney(r)).map((r) => r.amount);
  const ofTransfer = decimalDifference([arrived(transfer)], taken);
  const ofToken = refundableIn(payment, currency);
  return compareDecimal(ofTransfer, ofToken) <= 0 ? ofTransfer : ofToken;
}

export interface RefundOffer {
  currency: string;
  /** What the form proposes: what is owed and not already being refunded, else (nothing owed) everything refundable. */
  amount: string;
  /** The most the refund may be (the server refuses more with a 400). */
  refundable: string;
}

/**
 * What a Refund button offers, as the server decides it: for one transfer (in its token) or for the whole link (in
 * its pay token). Owed amounts count completed refunds only, so PENDING ones in the same scope are taken off here.
 */
export function refundOffer(payment: PaymentDetail, transfer?: PaymentTransfer): RefundOffer {
  const currency = transfer ? (transfer.currency ?? payment.payCurrency) : payment.payCurrency;
  const refundable = transfer ? transferRefundable(payment, transfer, currency) : refundableIn(payment, currency);
  const owed = transfer ? transfer.amountOwed : payment.amountOwed;
  const pending = payment.refunds
    .filter((r) => r.status === 'PENDING' && r.currency === currency && (!transfer || r.transferId === transfer.id))
    .map((r) => r.amount);
  const stillOwed = decimalDifference([owed], pending);
  const amount = compareDecimal(stillOwed, '0') > 0 && compareDecimal(stillOwed, refundable) <= 0 ? stillOwed : refundable;
  return { currency, amount, refundable };
}
