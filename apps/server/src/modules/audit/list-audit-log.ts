import { count, desc } from 'drizzle-orm';
import type { AuditLogPage } from '@paylink/shared';
import type { Db } from '../../db/client';
import { adminAuditLog } from './schema';

/** One page of the audit trail, newest first. */
export async function listAuditLog(db: Db, query: { page: number; limit: number }): Promise<AuditLogPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(adminAuditLog),
  ]);
  const n = total?.n ?? 0;
  return {
    entries: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    pagination: { page: query.page, limit: query.limit, total: n, totalPages: Math.ceil(n / query.limit) },
  };
}
