import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantAccounts } from './schema';

/**
 * Clears an address from the account's saved payout addresses when another account proved it owns it, so the
 * account's next links ask for an address of its own instead of failing. `address` is canonical (EVM lower-case).
 */
export async function forgetPayoutAddress(tx: Db, accountId: string, address: string): Promise<void> {
  const now = new Date();
  await tx
    .update(merchantAccounts)
    .set({ walletAddress: null, updatedAt: now })
    .where(and(eq(merchantAccounts.id, accountId), eq(merchantAccounts.walletAddress, address)));
  await tx
    .update(merchantAccounts)
    .set({ ethAddress: null, updatedAt: now })
    .where(and(eq(merchantAccounts.id, accountId), sql`lower(${merchantAccounts.ethAddress}) = ${address}`));
}
