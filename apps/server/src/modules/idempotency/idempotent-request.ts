import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { idempotencyKeys } from './schema';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyScope {
  accountId: string;
  key: string;
}

export type IdempotencyStart = { kind: 'new' } | { kind: 'replay'; status: number; body: unknown };

/**
 * What makes two requests "the same": the method, the concrete path (with its ids, so a key used on one link's
 * refunds never replays on another link's) and the exact body. The account is the other half of the key's scope.
 */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * Claims an Idempotency-Key for a merchant (Stripe semantics). The claim is a row inserted before the work starts,
 * so of two concurrent requests with one key exactly one proceeds; the other gets 409 until the first finishes,
 * and afterwards the stored response. A key reused with a different request is 422. Keys expire after 24 hours.
 */
export async function beginIdempotentRequest(
  db: Db,
  scope: IdempotencyScope,
  fingerprint: string,
): Promise<IdempotencyStart> {
  const expiredBefore = new Date(Date.now() - IDEMPOTENCY_TTL_MS);
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiredBefore));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ accountId: scope.accountId, key: scope.key, requestHash: fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return { kind: 'new' };

  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, scope.accountId), eq(idempotencyKeys.key, scope.key)));
  // Finished and abandoned between our insert and this read: the caller may simply retry.
  if (!row)
    throw new AppError(
      'IDEMPOTENCY_IN_PROGRESS',
      'A request with this Idempotency-Key was just being processed. Retry the request.',
      409,
    );
  if (row.requestHash !== fingerprint) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
      422,
    );
  }
  if (row.responseStatus === null) {
    throw new AppError(
      'IDEMPOTENCY_IN_PROGRESS',
      'A request with this Idempotency-Key is still in progress. Retry shortly.',
      409,
    );
  }
  return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
}

/** Stores the response of a claimed key; later retries replay it. */
export async function finishIdempotentRequest(
  db: Db,
  scope: IdempotencyScope,
  status: number,
  body: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.accountId, scope.accountId), eq(idempotencyKeys.key, scope.key)));
}

/** Releases a claimed key after a server error, so a retry runs the request again (nothing was committed). */
export async function abandonIdempotentRequest(db: Db, scope: IdempotencyScope): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, scope.accountId), eq(idempotencyKeys.key, scope.key)));
}
