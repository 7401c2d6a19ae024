import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './schema';
import type { UserRow } from './user-dto';

/** An account by its (lower-case) email, or undefined; `lock`: under its row lock, in the caller's transaction. */
export async function findUserByEmail(db: Db, email: string, opts: { lock?: boolean } = {}): Promise<UserRow | undefined> {
  const query = db.select().from(users).where(eq(users.email, email));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}
