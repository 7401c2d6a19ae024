import type { AdminCreateUser, User } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { hashPassword } from '../accounts/password';
import { toUserDto, type UserRow } from '../accounts/user-dto';
import { changeCredits } from '../credits/change-credits';
import { createAccount } from '../accounts/create-account';
import { userSnapshot } from '../accounts/user-dto';
import { adminLedgerReference } from '../audit/record-audit';
import { withAudit } from '../audit/with-audit';
import { claimAddress } from '../wallets/claim-address';

/**
 * Creates a verified account; its starting credits are a ledger row tied to the audit row of the creation. Its
 * Solana address is claimed for it (409 when another account's).
 */
export async function createUser(
  deps: Pick<Deps, 'db' | 'config'>,
  admin: UserRow,
  input: AdminCreateUser,
): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  const created = await withAudit(deps.db, admin, async (tx, audit) => {
    const user = await createAccount(tx, {
      email: input.email,
      passwordHash,
      walletAddress: input.walletAddress,
      isAdmin: input.isAdmin,
      verified: true,
      adminEmail: deps.config.adminEmail,
      credits: null,
    });
    if (input.walletAddress) await claimAddress({ db: tx, config: deps.config }, user.id, input.walletAddress);
    const row = { ...user, transactionCredits: input.transactionCredits };
    const auditId = await audit({
      action: 'user.create',
      targetType: 'user',
      targetId: row.id,
      after: userSnapshot(row),
    });
    if (input.transactionCredits > 0) {
      await changeCredits(tx, {
        accountId: row.id,
        delta: input.transactionCredits,
        reason: 'admin_adjustment',
        referenceId: adminLedgerReference(admin.id, auditId),
      });
    }
    return row;
  }).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists', 409);
    throw err;
  });
  return toUserDto(created, 0);
}
