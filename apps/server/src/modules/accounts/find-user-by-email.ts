import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownAccount, userWithOwnAccount } from './find-user';
import { users } from './schema';
import type { UserRow } from './user-dto';

/** An account by its (lower-case) email, or undefined; `lock`: under its row lock, in the caller's transaction. */
export async function findUserByEmail(
  db: Db,
  email: string,
  opts: { lock?: boolean } = {},
): Promise<UserRow | undefined> {
  const query = db
    .select(userWithOwnAccount)
    .from(users)
    .innerJoin(...ownAccount)
    .where(eq(users.email, email));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}
