import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './schema';

/** Deletes the account; its foreign keys take what it owns with it (or keep it, unowned, for accounting). */
export async function deleteAccount(tx: Db, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
