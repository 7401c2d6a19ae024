import { customType } from 'drizzle-orm/pg-core';

/**
 * A u64 amount (lamports, token base units) without loss: `numeric(20,0)` in the database, `bigint` in code.
 * A signed `bigint` column overflows at 2^63, which anyone can send with a home-made token.
 */
export const u64 = customType<{ data: bigint; driverData: string }>({
  dataType: () => 'numeric(20, 0)',
  toDriver: (value) => value.toString(),
  fromDriver: (value) => BigInt(value),
});
