import { ADMIN_MSG, type AdminUpdateUser, type User } from '@paylink/shared';
import type { Deps } from '../../deps';
import { updateAccount } from '../accounts/update-account';
import { AppError } from '../../lib/app-error';
import { countPaymentLinks } from '../payments/links/count-payment-links';
import { ACCOUNT_FIELDS, toUserDto, type UserRow } from '../accounts/user-dto';
import { NO_OWN_ACCOUNT, ownsAccount } from '../accounts/find-user';
import { changeCredits } from '../credits/change-credits';
import { findUserOr404 } from './get-user';
import { userSnapshot } from '../accounts/user-dto';
import { adminLedgerReference } from '../audit/record-audit';
import { withAudit } from '../audit/with-audit';
import { newlyClaimedAddresses } from '../accounts/payout-addresses';
import { claimAddress } from '../wallets/claim-address';
import { assertSavableWallets } from '../chains/saved-wallets';

/**
 * Saves an admin's edit of a user. A new credits figure becomes a ledger row for the difference, so
 * the balance always equals the ledger. An admin can neither drop their own admin flag nor lock
 * themselves out (suspend or deactivate their own account). A new Solana or Ethereum address is claimed for the
 * user (409 when another account's). A Bitcoin address is checked against the server's chain as in Settings.
 * Someone with no merchant account of their own (a team member only) has no wallets or credits to edit: 409.
 */
export async function updateUser(
  deps: Pick<Deps, 'db' | 'config' | 'solanaRpc'>,
  admin: UserRow,
  id: string,
  input: AdminUpdateUser,
): Promise<User> {
  const { db } = deps;
  if (id === admin.id && input.isAdmin === false)
    throw new AppError('BAD_REQUEST', ADMIN_MSG.cannotRemoveOwnAdmin, 400);
  if (id === admin.id && input.status !== undefined && input.status !== 'ACTIVE')
    throw new AppError('BAD_REQUEST', ADMIN_MSG.cannotDisableSelf, 400);
  await assertSavableWallets(deps, { btcAddress: input.btcAddress });

  const updated = await withAudit(db, admin, async (tx, audit) => {
    const before = await findUserOr404(tx, id, { lock: true });
    const business = ACCOUNT_FIELDS.some((f) => (input as Partial<Record<string, unknown>>)[f] !== undefined);
    if (business && !(await ownsAccount(tx, id))) throw new AppError('CONFLICT', NO_OWN_ACCOUNT, 409);
    for (const address of newlyClaimedAddresses(before, input))
      await claimAddress({ db: tx, config: deps.config }, id, address);
    const { transactionCredits, ...fields } = input;
    const row = await updateAccount(tx, id, fields);
    const delta = transactionCredits === undefined ? 0 : transactionCredits - before.transactionCredits;
    const after = { ...row!, transactionCredits: before.transactionCredits + delta };
    const auditId = await audit({
      action: 'user.update',
      targetType: 'user',
      targetId: id,
      before: userSnapshot(before),
      after: userSnapshot(after),
    });
    if (delta !== 0) {
      await changeCredits(tx, {
        accountId: id,
        delta,
        reason: 'admin_adjustment',
        referenceId: adminLedgerReference(admin.id, auditId),
      });
    }
    return after;
  });
  return toUserDto(updated, await countPaymentLinks(db, id));
}
