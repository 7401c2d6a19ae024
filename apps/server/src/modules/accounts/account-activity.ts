import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsPerDay } from '../../db/rows-per-day';
import { users } from './schema';

/** How many accounts exist, and signups per UTC day since `since` (admin analytics). */
export async function accountTotals(db: Db, since: Date): Promise<{ total: number; perDay: Map<string, number> }> {
  const [[row], perDay] = await Promise.all([
    db.select({ n: count() }).from(users),
    rowsPerDay(db, users, users.createdAt, since),
  ]);
  return { total: row?.n ?? 0, perDay };
}

/** The newest signups, newest first (admin recent activity). */
export function latestSignups(db: Db, limit: number) {
  return db
    .select({ id: users.id, email: users.email, status: users.status, createdAt: users.createdAt })
    .from(users)
    .orderBy(desc(users.createdAt))
    .limit(limit);
}
