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

/** One part of a refund of the whole link: a transfer it draws on, its payer (null when unknown) and what of it. */
export interface RefundDestination {
  transferId: string;
  payer: string | null;
  amount: string;
}

/**
 * Where a refund of the whole link of `amount` (a valid decimal) would go, per transfer it draws on, as the server
 * decides: up to what is owed, the transfers that owe; beyond it, every transfer that may still be refunded (in the
 * link's pay token). One payer among them is the destination; more than one, and the server refuses (a stranger
 * may have added to the customer's payment): the merchant refunds each transfer, or names the address.
 */
export function linkRefundDestinations(payment: PaymentDetail, amount: string): RefundDestination[] {
  const owedFirst = compareDecimal(amount, payment.amountOwed) <= 0;
  return payment.transfers
    .filter((t) => t.currency === payment.payCurrency)
    .map((t) => ({ transferId: t.id, payer: t.payer, amount: owedFirst ? t.amountOwed : t.amountRefundable }))
    .filter((d) => compareDecimal(d.amount, '0') > 0);
}

/** The distinct payers of `destinations` (EVM addresses compared case-insensitively; null = unknown). */
export function destinationPayers(destinations: RefundDestination[]): (string | null)[] {
  const seen = new Map<string | null, string | null>();
  for (const d of destinations) {
    const key = d.payer === null ? null : d.payer.startsWith('0x') ? d.payer.toLowerCase() : d.payer;
    if (!seen.has(key)) seen.set(key, d.payer);
  }
  return [...seen.values()];
}
