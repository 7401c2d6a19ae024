import { and, eq, isNull } from 'drizzle-orm';
import type { AccountRole } from '@paylink/shared';
import type { Db } from '../../db/client';
import { apiKeys } from './schema';

/**
 * The keys a member made follow their membership: removed (`role: null`), their live keys are revoked on this very
 * request (keys are re-read on every call); given another role, their keys act with it from now on.
 */
export async function followMemberRole(
  tx: Db,
  input: { accountId: string; userId: string; role: Exclude<AccountRole, 'owner'> | null },
): Promise<void> {
  const theirs = and(
    eq(apiKeys.accountId, input.accountId),
    eq(apiKeys.createdByUserId, input.userId),
    isNull(apiKeys.revokedAt),
  );
  if (input.role === null) await tx.update(apiKeys).set({ revokedAt: new Date() }).where(theirs);
  else await tx.update(apiKeys).set({ role: input.role }).where(theirs);
}
