import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { ActivityPage } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { accountActivity } from './schema';

/** The account's audit trail, newest first, a page at a time (`before`: the last id of the previous page). */
export async function listActivity(
  db: Db,
  accountId: string,
  query: { limit: number; before?: string },
): Promise<ActivityPage> {
  const filters: SQL[] = [eq(accountActivity.accountId, accountId)];
  if (query.before) {
    const [cursor] = await db
      .select({ id: accountActivity.id, createdAt: accountActivity.createdAt })
      .from(accountActivity)
      .where(and(eq(accountActivity.id, query.before), eq(accountActivity.accountId, accountId)));
    if (!cursor) throw new AppError('BAD_REQUEST', 'before must be the id of an entry of this account', 400);
    filters.push(
      or(
        lt(accountActivity.createdAt, cursor.createdAt),
        and(eq(accountActivity.createdAt, cursor.createdAt), lt(accountActivity.id, cursor.id)),
      )!,
    );
  }
  const rows = await db
    .select()
    .from(accountActivity)
    .where(and(...filters))
    .orderBy(desc(accountActivity.createdAt), desc(accountActivity.id))
    .limit(query.limit + 1);
  return {
    activity: rows.slice(0, query.limit).map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      action: r.action,
      route: r.route,
      target: r.target,
      member: { userId: r.userId, email: r.email },
      via: r.apiKeyId ? ('api_key' as const) : ('dashboard' as const),
    })),
    hasMore: rows.length > query.limit,
  };
}
