import type { AdminCreateUser, User } from '@paylink/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { isUniqueViolation } from '../../lib/pg-errors';
import { hashPassword } from '../auth/password';
import { toUserDto, type UserRow } from '../auth/user-dto';
import { changeCredits } from '../credits/change-credits';
import { userSnapshot } from './get-user';
import { adminLedgerReference, recordAudit } from './record-audit';

/** Creates a verified account; its starting credits are a ledger row tied to the audit row of the creation. */
export async function createUser(db: Db, admin: UserRow, input: AdminCreateUser): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  const created = await db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          id: newId('usr'),
          email: input.email,
          passwordHash,
          walletAddress: input.walletAddress,
          isAdmin: input.isAdmin,
          emailVerifiedAt: new Date(),
        })
        .returning();
      const row = { ...user!, transactionCredits: input.transactionCredits };
      const auditId = await recordAudit(tx, { admin, action: 'user.create', targetType: 'user', targetId: row.id, after: userSnapshot(row) });
      if (input.transactionCredits > 0) {
        await changeCredits(tx, {
          userId: row.id,
          delta: input.transactionCredits,
          reason: 'admin_adjustment',
          referenceId: adminLedgerReference(admin.id, auditId),
        });
      }
      return row;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists', 409);
      throw err;
    });
  return toUserDto(created, 0);
}
