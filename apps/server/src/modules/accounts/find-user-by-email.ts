import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockUserRows, ownAccount, userWithOwnAccount } from './find-user';
import { users } from './schema';
import type { UserRow } from './user-dto';

/** An account by its (lower-case) email, or undefined; `lock`: under its row lock, in the caller's transaction. */
export async function findUserByEmail(
  db: Db,
  email: string,
  opts: { lock?: boolean } = {},
): Promise<UserRow | undefined> {
  if (opts.lock) await lockUserRows(db, eq(users.email, email));
  const [row] = await db
    .select(userWithOwnAccount)
    .from(users)
    .leftJoin(...ownAccount)
    .where(eq(users.email, email));
  return row;
}
