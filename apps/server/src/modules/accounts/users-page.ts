import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery } from '@paylink/shared';
import type { Db } from '../../db/client';
import { ownAccount, userWithOwnAccount } from './find-user';
import { users } from './schema';
import type { UserRow } from './user-dto';

/** `%`, `_` and `\` typed in the search box are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of accounts, newest first, optionally filtered by status and by a case-insensitive email fragment, and how many match. */
export async function usersPage(db: Db, query: AdminUsersQuery): Promise<{ rows: UserRow[]; total: number }> {
  const filters: SQL[] = [];
  if (query.search) filters.push(ilike(users.email, containsPattern(query.search)));
  if (query.status) filters.push(eq(users.status, query.status));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(userWithOwnAccount)
      .from(users)
      .leftJoin(...ownAccount)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
