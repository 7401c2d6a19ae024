import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './schema';
import type { UserRow } from './user-dto';

/** An account by id, or undefined when there is none. */
export async function findUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}
