import { formatAmount, type Payout } from '@paylink/shared';

export interface PayoutTotal {
  currency: string;
  amount: string;
}

/** Adds plain decimal strings exactly, on integer digits (never floats). */
export function sumDecimals(values: string[]): string {
  const places = Math.max(0, ...values.map((v) => v.split('.')[1]?.length ?? 0));
  const sum = values.reduce((total, v) => {
    const [whole = '0', fraction = ''] = v.split('.');
    return total + BigInt(whole + fraction.padEnd(places, '0'));
  }, 0n);
  return formatAmount(sum, places);
}

/**
 * What a batch of these payouts would pay, per token. A USD/EUR payout has no token amount until the batch locks
 * its quote: it is totalled in its own currency, marked `quoted` (the token amount follows at the price then).
 */
export function payoutTotals(payouts: Payout[]): (PayoutTotal & { quoted: boolean })[] {
  const groups = new Map<string, { amounts: string[]; quoted: boolean }>();
  for (const p of payouts) {
    const quoted = p.payAmount === null;
    const key = quoted ? `${p.currency} → ${p.payCurrency}` : p.payCurrency;
    const group = groups.get(key) ?? { amounts: [], quoted };
    group.amounts.push(p.payAmount ?? p.amount);
    groups.set(key, group);
  }
  return [...groups].map(([currency, { amounts, quoted }]) => ({ currency, amount: sumDecimals(amounts), quoted }));
}
