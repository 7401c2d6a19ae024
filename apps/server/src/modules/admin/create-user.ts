import type { AdminCreateUser, User } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { hashPassword } from '../accounts/password';
import { toUserDto, type UserRow } from '../accounts/user-dto';
import { changeCredits } from '../credits/change-credits';
import { createAccount } from '../accounts/create-account';
import { userSnapshot } from '../accounts/user-dto';
import { adminLedgerReference, recordAudit } from '../audit/record-audit';

/** Creates a verified account; its starting credits are a ledger row tied to the audit row of the creation. */
export async function createUser(db: Db, admin: UserRow, input: AdminCreateUser, adminEmail?: string): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  const created = await db
    .transaction(async (tx) => {
      const user = await createAccount(tx, {
        email: input.email,
        passwordHash,
        walletAddress: input.walletAddress,
        isAdmin: input.isAdmin,
        verified: true,
        adminEmail,
        credits: null,
      });
      const row = { ...user, transactionCredits: input.transactionCredits };
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
