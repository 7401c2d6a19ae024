import { toFixedDecimal } from '@paylink/shared';

/** A US-dollar price (a decimal string) as the billing screens show it: "$" and exactly two decimals. */
export function usd(amount: string): string {
  return `$${toFixedDecimal(amount, 2)}`;
}
