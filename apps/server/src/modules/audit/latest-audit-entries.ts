import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAuditLog } from './schema';

/** The newest audit rows of one action, newest first. */
export function latestAuditEntries(db: Db, action: string, limit: number) {
  return db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.action, action))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
}
