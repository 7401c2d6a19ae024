/** Money helpers: amounts are integer base units (bigint) inside, decimal strings at the edges. */

export type ParseAmountResult = { ok: true; value: bigint } | { ok: false; reason: string };

/** Parses a plain decimal string ("0.1", "12", "716844.32") into base units; never goes through floats. */
export function parseAmount(input: string, decimals: number): ParseAmountResult {
  const text = input.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { ok: false, reason: 'Amount must be a plain decimal number' };
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) {
    return { ok: false, reason: `Amount has more than ${decimals} decimal places` };
  }
  return { ok: true, value: BigInt(whole + fraction.padEnd(decimals, '0')) };
}

/** Formats base units as the shortest exact decimal string ("100000000" lamports -> "0.1"). */
export function formatAmount(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Rounds a decimal string for display to a fixed number of places (half up), without floats. */
export function toFixedDecimal(amount: string, places: number): string {
  const parsed = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!parsed) return amount;
  const [, sign, whole = '0', fraction = ''] = parsed;
  const scaled = BigInt(whole + fraction.padEnd(places + 1, '0').slice(0, places + 1));
  const rounded = (scaled + 5n) / 10n;
  const text = formatAmount(rounded, places);
  const [w, f = ''] = text.split('.');
  return `${sign}${w}${places > 0 ? `.${f.padEnd(places, '0')}` : ''}`;
}

/** Orders two plain decimal strings ("0.10" vs "0.1" are equal) by integer arithmetic on their digits, never floats. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const [aWhole = '0', aFraction = ''] = a.split('.');
  const [bWhole = '0', bFraction = ''] = b.split('.');
  const places = Math.max(aFraction.length, bFraction.length);
  const x = BigInt(aWhole + aFraction.padEnd(places, '0'));
  const y = BigInt(bWhole + bFraction.padEnd(places, '0'));
  return x < y ? -1 : x > y ? 1 : 0;
}
