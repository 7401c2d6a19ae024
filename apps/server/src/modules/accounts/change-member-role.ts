import { and, eq, ne } from 'drizzle-orm';
import type { AccountRole } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { memberRole } from './account-members';
import { accountMemberships } from './schema';

/**
 * Gives a member another role (never owner) or, with `role: null`, removes them. The owner can be neither demoted
 * nor removed (409: transfer ownership first); someone who is not a member is a 404. The membership trigger tells
 * every process, so the member's sessions follow on their next request. Answers the role they had.
 */
export async function changeMemberRole(
  db: Db,
  input: { accountId: string; userId: string; role: Exclude<AccountRole, 'owner'> | null },
): Promise<AccountRole> {
  const current = await memberRole(db, input.accountId, input.userId);
  if (!current) throw new AppError('NOT_FOUND', 'Member not found', 404);
  if (current === 'owner') {
    throw new AppError('CONFLICT', 'The owner cannot be removed or given another role: transfer ownership first.', 409);
  }
  const where = and(
    eq(accountMemberships.accountId, input.accountId),
    eq(accountMemberships.userId, input.userId),
    ne(accountMemberships.role, 'owner'),
  );
  if (input.role === null) await db.delete(accountMemberships).where(where);
  else await db.update(accountMemberships).set({ role: input.role }).where(where);
  return current;
}
