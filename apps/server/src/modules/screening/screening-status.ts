import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/client';
import { sourceName } from './read-screening-source';
import { LIST_ID, REFRESH_EVERY_MS } from './refresh-screening-list';
import { screeningLists } from './schema';

export interface ScreeningStatus {
  status: 'not_configured' | 'loading' | 'ok' | 'stale';
  loadedAt: string | null;
  ageSeconds: number | null;
  entries: number;
  version: string | null;
  lastFailureAt: string | null;
}

/**
 * How old the list in force is, for /api/health: `not_configured` without a source, `loading` until the configured
 * source is first read, `stale` once two daily refreshes were missed (the list loaded before still applies), else
 * `ok`. Neither the source nor the failure's reason is shown (a URL may carry a token): the worker's log has them.
 */
export async function screeningStatus(
  db: Db,
  config: Pick<AppConfig, 'screening'>,
  now = new Date(),
): Promise<ScreeningStatus> {
  const empty = { loadedAt: null, ageSeconds: null, entries: 0, version: null, lastFailureAt: null };
  const source = config.screening.source;
  if (!source) return { status: 'not_configured', ...empty };
  const [row] = await db.select().from(screeningLists).where(eq(screeningLists.id, LIST_ID));
  const lastFailureAt = row?.lastErrorAt?.toISOString() ?? null;
  if (!row?.loadedAt || row.source !== sourceName(source)) return { status: 'loading', ...empty, lastFailureAt };
  const ageMs = Math.max(0, now.getTime() - row.loadedAt.getTime());
  return {
    status: ageMs > 2 * REFRESH_EVERY_MS ? 'stale' : 'ok',
    loadedAt: row.loadedAt.toISOString(),
    ageSeconds: Math.floor(ageMs / 1000),
    entries: row.entries,
    version: row.version,
    lastFailureAt,
  };
}
