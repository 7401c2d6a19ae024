import { eq } from 'drizzle-orm';
import type { User, Wallets } from '@paylink/shared';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import { countPayments } from './count-payments';
import { toUserDto } from './user-dto';

/** Saves the receiving wallets (already validated; null clears one). Only the fields given are changed. */
export async function updateWallets(deps: Deps, userId: string, wallets: Partial<Wallets>): Promise<User> {
  const [user] = await deps.db
    .update(users)
    .set({ ...wallets, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return toUserDto(user!, await countPayments(deps.db, userId));
}
