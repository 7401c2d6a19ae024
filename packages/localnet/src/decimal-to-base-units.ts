/** Thrown when a decimal amount cannot be expressed in the token's base units. */
export class DecimalAmountError extends Error {
  override name = 'DecimalAmountError';
}

/** Converts a decimal string like "1.25" to integer base units without going through floating point. */
export function decimalToBaseUnits(amount: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) throw new DecimalAmountError(`amount invalid: ${amount}`);
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) throw new DecimalAmountError(`amount has more than ${decimals} decimals: ${amount}`);
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}
