import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './schema';
import type { UserRow } from './user-dto';

/** Writes these fields of the account as given (the caller checked them) and returns the row; undefined when there is none. */
export async function updateAccount(tx: Db, userId: string, fields: Partial<Omit<UserRow, 'id' | 'createdAt' | 'updatedAt'>>): Promise<UserRow | undefined> {
  const [row] = await tx.update(users).set({ ...fields, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return row;
}
