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

/** Every token Paylink pays in has at least this many decimals (USDC 6, BTC 8, SOL 9, ETH 18). */
const MIN_TOKEN_DECIMALS = 6;

/**
 * `part` of `whole` (both in the link's priced currency) expressed in `payAmount`'s token: a refund of a link
 * priced in USD is paid in the token the customer paid, at the rate they paid. Rounded down (never more than was
 * paid) at 6 decimals or `payAmount`'s own, whichever is finer, so it fits every token. Integer arithmetic only;
 * a full refund gives `payAmount` exactly.
 */
export function proportionalAmount(payAmount: string, part: string, whole: string): string {
  const pay = units(payAmount);
  const p = units(part);
  const w = units(whole);
  const decimals = Math.max(pay.decimals, MIN_TOKEN_DECIMALS);
  const scale = 10n ** BigInt(decimals - pay.decimals);
  const result = (pay.units * scale * p.units * 10n ** BigInt(w.decimals)) / (w.units * 10n ** BigInt(p.decimals));
  const digits = result.toString().padStart(decimals + 1, '0');
  const fraction = digits.slice(-decimals).replace(/0+$/, '');
  const integer = digits.slice(0, -decimals);
  return fraction ? `${integer}.${fraction}` : integer;
}
