import { and, count, gte, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Rows of `table` (those matching `where`) per UTC day (YYYY-MM-DD) of their `created_at` since `since`: what the admin charts count. */
export async function rowsPerDay(
  db: Db,
  table: PgTable,
  createdAt: Column,
  since: Date,
  where?: SQL,
): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: count() })
    .from(table)
    .where(and(gte(createdAt, since), where))
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}
