import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './schema';
import type { UserRow } from './user-dto';

/** An account by id, or undefined when there is none; `lock`: under its row lock, in the caller's transaction. */
export async function findUser(db: Db, userId: string, opts: { lock?: boolean } = {}): Promise<UserRow | undefined> {
  const query = db.select().from(users).where(eq(users.id, userId));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}
