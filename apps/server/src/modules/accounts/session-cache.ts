import type { Database } from '../../db/client';
import type { AccountRole } from '@paylink/shared';
import type { UserRow } from './user-dto';

/**
 * The user as a cached session sees it, with the business fields of the account the session acts for. Credit
 * balance changes do not revoke the entry (every link creation makes one), so `transactionCredits` may be a few
 * seconds old: read the balance from the database.
 */
export type SessionUser = UserRow;

/** The merchant account a request acts for, and the role its member (or API key) has there. */
export interface ActingAccount {
  id: string;
  name: string;
  role: AccountRole;
}

export interface CachedSession {
  user: SessionUser;
  /** Null: a person who belongs to no account (authenticate-session.ts). */
  account: ActingAccount | null;
  /** Set for an API key (cached under its hash, its user the account's owner): the key and the member who made it. */
  apiKey?: { id: string; maker: { id: string; email: string } | null };
}

interface Entry {
  session: CachedSession;
  userId: string;
  /** Epoch ms after which the entry is read again (never after the session itself expires). */
  until: number;
}

export interface SessionCache {
  get(idHash: string, now: number): CachedSession | undefined;
  /** Taken before reading a session from the database, and handed back to `set`. */
  generation(): number;
  /** Keeps what was read, unless a revocation arrived since `generation` (the read may predate it). */
  set(idHash: string, session: CachedSession, sessionExpiresAt: Date, now: number, generation: number): void;
}

const MAX_ENTRIES = 50_000;

/**
 * Valid sessions and API keys remembered for `ttlMs`, so a signed-in request skips one database round trip (an API-key
 * request two). Revocation is pushed, never waited for: a trigger NOTIFYs the user's id when a session is deleted or
 * switches account, the user changes, their membership or an account they belong to changes, or (the owner's id) one
 * of the account's API keys is revoked or changes role, and every
 * process drops that user's entries (this process before the revoking statement even resolves). While no
 * connection listens, nothing is served from the cache.
 */
export function createSessionCache(
  database: Pick<Database, 'onNotification' | 'listening'>,
  ttlMs: number,
): SessionCache {
  const entries = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  let revocations = 0;
  const drop = (idHash: string) => {
    const entry = entries.get(idHash);
    if (!entry) return;
    entries.delete(idHash);
    const hashes = byUser.get(entry.userId);
    hashes?.delete(idHash);
    if (hashes?.size === 0) byUser.delete(entry.userId);
  };
  database.onNotification('session_revocations', (userId) => {
    revocations++;
    for (const idHash of byUser.get(userId) ?? []) entries.delete(idHash);
    byUser.delete(userId);
  });

  return {
    get(idHash, now) {
      if (ttlMs <= 0) return undefined;
      const entry = entries.get(idHash);
      if (!entry) return undefined;
      if (entry.until <= now || !database.listening()) {
        drop(idHash);
        return undefined;
      }
      return entry.session;
    },
    generation: () => revocations,
    set(idHash, session, sessionExpiresAt, now, generation) {
      const user = session.user;
      if (ttlMs <= 0 || generation !== revocations || !database.listening()) return;
      if (entries.size >= MAX_ENTRIES) drop(entries.keys().next().value!);
      drop(idHash);
      entries.set(idHash, { session, userId: user.id, until: Math.min(now + ttlMs, sessionExpiresAt.getTime()) });
      let hashes = byUser.get(user.id);
      if (!hashes) byUser.set(user.id, (hashes = new Set()));
      hashes.add(idHash);
    },
  };
}
