import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chainCursors } from './schema';

/** One adapter's cursor: where its watcher has got to for one key of one network (see schema.ts). */
export type ChainCursor = typeof chainCursors.$inferSelect;
/** What a watcher stores for a key: its position and, for Solana, the scan state (the rest keep their defaults). */
export type CursorFields = Partial<Omit<ChainCursor, 'network' | 'key' | 'updatedAt'>>;

/** The key of a network that has one cursor (an EVM network's block position). */
export const NETWORK_CURSOR = '';

/** The cursors of these keys of a network, by key (keys without one are absent). */
export async function readCursors(db: Db, network: string, keys: string[]): Promise<Map<string, ChainCursor>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(chainCursors)
    .where(and(eq(chainCursors.network, network), inArray(chainCursors.key, keys)));
  return new Map(rows.map((c) => [c.key, c]));
}

/** Stores a key's cursor (creating it, or setting these fields of the existing one). */
export async function writeCursor(
  db: Db,
  network: string,
  key: string,
  fields: CursorFields,
  now: Date,
): Promise<void> {
  await db
    .insert(chainCursors)
    .values({ network, key, ...fields, updatedAt: now })
    .onConflictDoUpdate({ target: [chainCursors.network, chainCursors.key], set: { ...fields, updatedAt: now } });
}
