import { customType } from 'drizzle-orm/pg-core';

/**
 * A token amount in base units (lamports, token units, wei) without loss: `numeric(78,0)` in the database, `bigint`
 * in code. It holds any u64 (Solana) and any uint256 (EVM); a signed `bigint` column overflows at 2^63, which anyone
 * can send with a home-made token, and wei amounts pass 2^63 at about 9.2 ETH.
 */
export const baseUnits = customType<{ data: bigint; driverData: string }>({
  dataType: () => 'numeric(78, 0)',
  toDriver: (value) => value.toString(),
  fromDriver: (value) => BigInt(value),
});
