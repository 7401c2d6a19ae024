import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './schema';

/** The email of each of these accounts (missing ones are left out), in one query. */
export async function userEmails(db: Db, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r.email]));
}
