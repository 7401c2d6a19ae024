import { BigNumber } from '@medusajs/framework/utils';
import type { BigNumberInput } from '@medusajs/framework/types';

/** A Medusa amount as an exact decimal string ("12.5"), through bignumber.js, never a float's rounding. */
export function decimalAmount(input: BigNumberInput): string {
  const value = new BigNumber(input).bigNumber;
  if (!value || !value.isFinite() || value.isNegative()) throw new Error(`Paylink: not an amount: ${String(input)}`);
  return value.toFixed();
}

function units(decimal: string): { units: bigint; decimals: number } {
  const [whole, fraction = ''] = decimal.split('.');
  return { units: BigInt(whole + fraction), decimals: fraction.length };
}

/**
 * `part` of `whole` (both in the link's priced currency) expressed in `payAmount`'s token, rounded down at the
 * token amount's own decimals: a refund of a link priced in USD is paid in the token the customer paid, at the rate
 * they paid. Integer arithmetic only; a full refund gives `payAmount` exactly.
 */
export function proportionalAmount(payAmount: string, part: string, whole: string): string {
  const pay = units(payAmount);
  const p = units(part);
  const w = units(whole);
  const result = (pay.units * p.units * 10n ** BigInt(w.decimals)) / (w.units * 10n ** BigInt(p.decimals));
  if (pay.decimals === 0) return result.toString();
  const digits = result.toString().padStart(pay.decimals + 1, '0');
  const fraction = digits.slice(-pay.decimals).replace(/0+$/, '');
  const integer = digits.slice(0, -pay.decimals);
  return fraction ? `${integer}.${fraction}` : integer;
}
