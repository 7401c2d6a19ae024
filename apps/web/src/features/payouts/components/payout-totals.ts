import { formatAmount, type Payout } from '@paylink/shared';

export interface PayoutTotal {
  currency: string;
  amount: string;
}

const placesOf = (values: string[]) => Math.max(0, ...values.map((v) => v.split('.')[1]?.length ?? 0));
function units(value: string, places: number): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(places, '0'));
}

/** Adds plain decimal strings exactly, on integer digits (never floats). */
export function sumDecimals(values: string[]): string {
  const places = placesOf(values);
  return formatAmount(
    values.reduce((total, v) => total + units(v, places), 0n),
    places,
  );
}

/** What `held` lacks to pay `needed` (decimal strings, exactly), or null when it is enough. */
export function shortfall(needed: string, held: string): string | null {
  const places = placesOf([needed, held]);
  const missing = units(needed, places) - units(held, places);
  return missing > 0n ? formatAmount(missing, places) : null;
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
