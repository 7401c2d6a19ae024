import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { AdminUserList, AdminUsersQuery } from '@paylink/shared';
import type { Db } from '../../db/client';
import { payments } from '../payments/schema';
import { users } from '../accounts/schema';
import { toUserDto } from '../accounts/user-dto';

/** `%`, `_` and `\` typed in the search box are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of users, newest first, optionally filtered by status and by a case-insensitive email fragment. */
export async function listUsers(db: Db, query: AdminUsersQuery): Promise<AdminUserList> {
  const filters: SQL[] = [];
  if (query.search) filters.push(ilike(users.email, containsPattern(query.search)));
  if (query.status) filters.push(eq(users.status, query.status));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db.select({ userId: payments.userId, n: count() }).from(payments).where(inArray(payments.userId, ids)).groupBy(payments.userId)
    : [];
  const byUser = new Map(counts.map((c) => [c.userId, c.n]));
  const n = total?.n ?? 0;
  return {
    users: rows.map((r) => ({ ...toUserDto(r, byUser.get(r.id) ?? 0), reviewReason: r.reviewReason })),
    pagination: { page: query.page, limit: query.limit, total: n, totalPages: Math.ceil(n / query.limit) },
  };
}
