import { and, eq, lte, ne, or, isNull } from 'drizzle-orm';
import { hashToken } from '../../lib/hash-token';
import type { Deps } from '../../deps';
import { parseScreeningList, type ListedAddress } from './parse-screening-list';
import { readScreeningSource, sourceName } from './read-screening-source';
import { screenedAddresses, screeningLists } from './schema';

/** The list is read again once a day; a failed read is tried again an hour later, the list loaded before kept meanwhile. */
export const REFRESH_EVERY_MS = 24 * 60 * 60 * 1000;
export const RETRY_AFTER_MS = 60 * 60 * 1000;
export const LIST_ID = 'current';
const INSERT_CHUNK = 1000;

export type RefreshOutcome = 'loaded' | 'failed' | 'not_due' | 'not_configured';

/**
 * One refresh round, safe with several workers: the state row is claimed by a conditional update (due, or another
 * source configured since), so one process reads the list; it then replaces every address and the state in one
 * transaction. A source that cannot be read or parsed leaves the list as it was, records why and logs it; an
 * unconfigured server holds no list.
 */
export async function refreshScreeningList(
  deps: Pick<Deps, 'db' | 'config' | 'log'>,
  now = new Date(),
): Promise<RefreshOutcome> {
  const { db, config, log } = deps;
  const source = config.screening.source;
  if (!source) {
    await db.transaction(async (tx) => {
      await tx.delete(screenedAddresses);
      await tx.delete(screeningLists);
    });
    return 'not_configured';
  }
  const name = sourceName(source);
  await db.insert(screeningLists).values({ id: LIST_ID, nextRefreshAt: now }).onConflictDoNothing();
  const [claimed] = await db
    .update(screeningLists)
    .set({ attemptedSource: name, nextRefreshAt: new Date(now.getTime() + RETRY_AFTER_MS) })
    .where(
      and(
        eq(screeningLists.id, LIST_ID),
        or(
          lte(screeningLists.nextRefreshAt, now),
          isNull(screeningLists.attemptedSource),
          ne(screeningLists.attemptedSource, name),
        ),
      ),
    )
    .returning();
  if (!claimed) return 'not_due';

  let text: string;
  let parsed: ReturnType<typeof parseScreeningList>;
  try {
    text = await readScreeningSource(source, { allowPrivate: config.webhooks.allowPrivate });
    parsed = parseScreeningList(text);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await db.update(screeningLists).set({ lastError: reason, lastErrorAt: now }).where(eq(screeningLists.id, LIST_ID));
    log.error(
      { screening: { source: name, reason, keeping: claimed.version } },
      'screening list not refreshed: the last good list stays in force',
    );
    return 'failed';
  }
  const version = hashToken(text);
  await db.transaction(async (tx) => {
    await tx.delete(screenedAddresses);
    for (let i = 0; i < parsed.entries.length; i += INSERT_CHUNK) {
      await tx.insert(screenedAddresses).values(parsed.entries.slice(i, i + INSERT_CHUNK) satisfies ListedAddress[]);
    }
    await tx
      .update(screeningLists)
      .set({
        source: name,
        version,
        entries: parsed.entries.length,
        loadedAt: now,
        nextRefreshAt: new Date(now.getTime() + REFRESH_EVERY_MS),
        lastError: null,
        lastErrorAt: null,
      })
      .where(eq(screeningLists.id, LIST_ID));
  });
  // The count and version, never the addresses.
  log.info(
    {
      screening: {
        source: name,
        version,
        format: parsed.format,
        entries: parsed.entries.length,
        skipped: parsed.skipped,
      },
    },
    'screening list loaded',
  );
  return 'loaded';
}
