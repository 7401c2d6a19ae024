import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './schema';

/**
 * Clears an address from the account's saved payout addresses when another account proved it owns it, so the
 * account's next links ask for an address of its own instead of failing. `address` is canonical (EVM lower-case).
 */
export async function forgetPayoutAddress(tx: Db, userId: string, address: string): Promise<void> {
  const now = new Date();
  await tx.update(users).set({ walletAddress: null, updatedAt: now }).where(and(eq(users.id, userId), eq(users.walletAddress, address)));
  await tx.update(users).set({ ethAddress: null, updatedAt: now }).where(and(eq(users.id, userId), sql`lower(${users.ethAddress}) = ${address}`));
}
