const SATS_PER_BTC = 100_000_000n;

/** A decimal BTC string ("0.0001", "1") as satoshis; undefined when it is not a positive amount with ≤ 8 decimals. */
export function btcToSats(decimal: string): bigint | undefined {
  const match = /^(\d{1,8})(?:\.(\d{1,8}))?$/.exec(decimal.trim());
  if (!match) return undefined;
  const sats = BigInt(match[1]!) * SATS_PER_BTC + BigInt((match[2] ?? '').padEnd(8, '0'));
  return sats > 0n ? sats : undefined;
}

/** Satoshis as a decimal BTC string without trailing zeros ("0.0001", "1"). */
export function satsToBtc(sats: bigint): string {
  const fraction = (sats % SATS_PER_BTC).toString().padStart(8, '0').replace(/0+$/, '');
  return fraction ? `${sats / SATS_PER_BTC}.${fraction}` : `${sats / SATS_PER_BTC}`;
}
