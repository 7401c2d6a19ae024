const MARK = '\u0000bigint:';

/**
 * JSON.stringify that writes bigints as plain JSON integers, because Solana RPC clients
 * (kit parses numbers as bigint) expect u64 values as numbers, never strings.
 */
export function jsonStringifyBigint(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${MARK}${v}` : v));
  return text.replace(/"\\u0000bigint:(-?\d+)"/g, '$1');
}
