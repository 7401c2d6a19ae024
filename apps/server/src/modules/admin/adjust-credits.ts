import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts/user-dto';
import { changeCredits } from '../credits/change-credits';
import { findUserOr404 } from './get-user';
import { NO_OWN_ACCOUNT, ownsAccount } from '../accounts/find-user';
import { adminLedgerReference } from '../audit/record-audit';
import { withAudit } from '../audit/with-audit';

/**
 * Adds (positive) or deducts (negative) credits. The user row is locked first, so a deduction larger
 * than the balance is a clear 400 instead of a negative balance, even against concurrent spending.
 */
export async function adjustCredits(
  db: Db,
  admin: UserRow,
  input: { userId: string; adjustment: number; reason: string },
): Promise<{ transactionCredits: number }> {
  return withAudit(db, admin, async (tx, audit) => {
    const user = await findUserOr404(tx, input.userId, { lock: true });
    if (!(await ownsAccount(tx, user.id))) throw new AppError('CONFLICT', NO_OWN_ACCOUNT, 409);
    const balance = user.transactionCredits + input.adjustment;
    if (balance < 0) {
      throw new AppError(
        'BAD_REQUEST',
        `Cannot deduct ${-input.adjustment} credits: the user has only ${user.transactionCredits}. Credits cannot go below 0.`,
        400,
      );
    }
    const auditId = await audit({
      action: 'credits.adjust',
      targetType: 'user',
      targetId: user.id,
      before: { transactionCredits: user.transactionCredits },
      after: { transactionCredits: balance, adjustment: input.adjustment, reason: input.reason },
    });
    const credits = await changeCredits(tx, {
      accountId: user.id,
      delta: input.adjustment,
      reason: 'admin_adjustment',
      referenceId: adminLedgerReference(admin.id, auditId),
    });
    return { transactionCredits: credits };
  });
}
