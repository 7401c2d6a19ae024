import { ADMIN_MSG } from '@paylink/shared';
import type { Db } from '../../db/client';
import { deleteAccount } from '../accounts/delete-account';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts/user-dto';
import { leaveEveryAccount } from '../teams/update-member';
import { findUserOr404 } from './get-user';
import { userSnapshot } from '../accounts/user-dto';
import { withAudit } from '../audit/with-audit';

/**
 * Deletes an account with its ledger, tokens and (through the foreign keys) anything else it owns.
 * Its payments stay for accounting: their user_id becomes null, so they no longer point at a person.
 * Sessions end at once, because every request re-reads its user. Admin accounts are kept: the flag must go first.
 * In the accounts where the person was only a member, they leave as a removal does (issue 48): their keys and
 * invitations are revoked and a signing secret they could read is rotated.
 */
export async function deleteUser(db: Db, admin: UserRow, id: string): Promise<void> {
  if (id === admin.id) throw new AppError('BAD_REQUEST', ADMIN_MSG.cannotDeleteSelf, 400);
  await withAudit(db, admin, async (tx, audit) => {
    const before = await findUserOr404(tx, id, { lock: true });
    if (before.isAdmin) throw new AppError('BAD_REQUEST', ADMIN_MSG.cannotDeleteAdmin, 400);
    await audit({ action: 'user.delete', targetType: 'user', targetId: id, before: userSnapshot(before) });
    await leaveEveryAccount(tx, id, admin);
    await deleteAccount(tx, id);
  });
}
