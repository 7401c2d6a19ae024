import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { accountMemberships } from './schema';

/**
 * Makes `toUserId` (a member) the owner and the previous owner an admin, in the caller's transaction: demoted first,
 * so the one-owner index holds at every statement. 409 when `fromUserId` is no longer the owner or `toUserId` no
 * longer a member.
 */
export async function moveOwnership(
  tx: Db,
  input: { accountId: string; fromUserId: string; toUserId: string },
): Promise<void> {
  const of = (userId: string) =>
    and(eq(accountMemberships.accountId, input.accountId), eq(accountMemberships.userId, userId));
  const [demoted] = await tx
    .update(accountMemberships)
    .set({ role: 'admin' })
    .where(and(of(input.fromUserId), eq(accountMemberships.role, 'owner')))
    .returning({ userId: accountMemberships.userId });
  const [promoted] = demoted
    ? await tx
        .update(accountMemberships)
        .set({ role: 'owner' })
        .where(of(input.toUserId))
        .returning({ userId: accountMemberships.userId })
    : [];
  if (!demoted || !promoted)
    throw new AppError(
      'CONFLICT',
      'Ownership can no longer move this way: the team changed since it was asked for.',
      409,
    );
}
