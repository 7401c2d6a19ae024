/** Exact arithmetic on plain decimal strings through scaled bigints: rates and prices never pass through floats. */

const PLAIN = /^(\d+)(?:\.(\d+))?$/;

/** "231.48" → 23148n at scale 2. */
export function toScaled(decimal: string): { n: bigint; scale: number } {
  const match = PLAIN.exec(decimal);
  if (!match) throw new Error(`not a plain decimal: ${decimal}`);
  const fraction = match[2] ?? '';
  return { n: BigInt((match[1] ?? '0') + fraction), scale: fraction.length };
}

export const isPlainDecimal = (value: string): boolean => PLAIN.test(value);

function fromScaled(n: bigint, scale: number): string {
  const digits = n.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** a / b to `places` decimals, rounded half up, trailing zeros dropped. */
export function divideDecimal(a: string, b: string, places: number): string {
  const x = toScaled(a);
  const y = toScaled(b);
  if (y.n === 0n) throw new Error('division by zero');
  // a/b = (x.n / 10^x.scale) / (y.n / 10^y.scale); scaled by 10^places.
  const numerator = x.n * 10n ** BigInt(places + y.scale);
  const denominator = y.n * 10n ** BigInt(x.scale);
  return fromScaled((numerator * 2n + denominator) / (denominator * 2n), places);
}

/**
 * Token base units worth `priceCents` of a fiat currency, rounded UP so the merchant is never short. The rate is
 * the exact ratio tokenUsd / fiatUsd (fiatUsd 1 for USD), so no rounding of a rate leaks into the amount.
 */
export function fiatToTokenUnits(priceCents: bigint, tokenUsd: string, decimals: number, fiatUsd = '1'): bigint {
  const t = toScaled(tokenUsd);
  const f = toScaled(fiatUsd);
  if (t.n === 0n) throw new Error('token price is zero');
  // priceCents/100 * (f.n/10^f.scale) / (t.n/10^t.scale) * 10^decimals
  const numerator = priceCents * f.n * 10n ** BigInt(decimals + t.scale);
  const denominator = 100n * t.n * 10n ** BigInt(f.scale);
  return (numerator + denominator - 1n) / denominator;
}

/** Fiat cents worth `units` base units at `rate`, rounded half up (for reports). */
export function tokenUnitsToFiatCents(units: bigint, rate: string, decimals: number): bigint {
  const r = toScaled(rate);
  const numerator = units * r.n * 100n;
  const denominator = 10n ** BigInt(decimals + r.scale);
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** Fiat cents `units` base units paid at `rate`, rounded DOWN: what a payment counts toward a price never exceeds its worth. */
export function fiatValueCents(units: bigint, rate: string, decimals: number): bigint {
  const r = toScaled(rate);
  return (units * r.n * 100n) / 10n ** BigInt(decimals + r.scale);
}
