import { and, eq, gt, isNull } from 'drizzle-orm';
import type { User } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/hash-token';
import { applyWalletChange } from './apply-wallet-change';
import { countPaymentLinks } from '../payments/links/count-payment-links';
import { walletChangeRequests } from './schema';
import { accountOwner } from './account-owner';
import { toUserDto, withAccount } from './user-dto';

/** Applies a pending payout-address change from its emailed single-use link. Atomic: two uses race, one wins. */
export async function confirmWalletChange(deps: Deps, token: string): Promise<User> {
  const updated = await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .update(walletChangeRequests)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(walletChangeRequests.tokenHash, hashToken(token)),
          isNull(walletChangeRequests.usedAt),
          gt(walletChangeRequests.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!request) throw new AppError('INVALID_TOKEN', 'This confirmation link is invalid or has expired.', 400);
    return applyWalletChange(deps, tx, request.accountId, request.changes);
  });
  // Opened without a session: the answer shows the account as its owner sees it.
  const owner = await accountOwner(deps.db, updated.id);
  if (!owner) throw new AppError('NOT_FOUND', 'Account not found', 404);
  return toUserDto(withAccount(owner, updated), await countPaymentLinks(deps.db, updated.id));
}
