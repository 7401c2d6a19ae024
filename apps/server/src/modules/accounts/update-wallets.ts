import { and, eq, isNull } from 'drizzle-orm';
import type { User } from '@paylink/shared';
import type { Deps } from '../../deps';
import { assertSavableWallets } from '../chains/saved-wallets';
import { hashToken, newSecretToken } from '../../lib/hash-token';
import { confirmWalletChangeEmail } from '../email/templates';
import { applyWalletChange } from './apply-wallet-change';
import { countPaymentLinks } from '../payments/links/count-payment-links';
import { assertCurrentPassword } from './assert-current-password';
import { redirectingPayoutFields } from '@paylink/shared';
import { describeChanges, newlyClaimedFields, payoutAddresses, type PayoutAddresses } from './payout-addresses';
import { assertClaimable } from '../wallets/claim-address';
import { walletChangeRequests } from './schema';
import { toUserDto, withAccount, type UserRow } from './user-dto';

const CONFIRM_TTL_MS = 60 * 60 * 1000;

export interface UpdateWalletsResult {
  user: User;
  /** True when the change waits for the emailed confirmation link (accounts without a password). */
  confirmationSent: boolean;
}

/**
 * Saves the receiving addresses (already validated; null clears one; only the fields given change). Setting a
 * first address needs nothing more, but a change that redirects the merchant's money (replacing or removing a set
 * address, or a first Bitcoin account key beside a saved Bitcoin address: the key wins for new links) needs the current password (guesses limited like sign-in), or for an account without a password, a
 * confirmation link sent to its email. Every such change is announced to the account's email. A Solana or
 * Ethereum address another account has claimed, or the treasury, is refused (409).
 */
export async function updateWallets(
  deps: Deps,
  user: UserRow,
  accountId: string,
  input: PayoutAddresses & { currentPassword?: string },
): Promise<UpdateWalletsResult> {
  const changes = payoutAddresses(input);
  // Refused before any confirmation is asked for; applyWalletChange claims them for good.
  for (const [field, address] of newlyClaimedFields(user, changes))
    await assertClaimable(deps, accountId, address, field);
  await assertSavableWallets(deps, changes);
  const replaced = redirectingPayoutFields(user, changes);
  if (replaced.length > 0 && user.passwordHash === null) {
    await requestConfirmation(deps, user, accountId, changes, replaced);
    return { user: toUserDto(user, await countPaymentLinks(deps.db, accountId)), confirmationSent: true };
  }
  if (replaced.length > 0)
    await assertCurrentPassword(
      deps,
      user,
      input.currentPassword,
      'Enter your current password to change a payout address that is already set.',
    );
  const updated = await deps.db.transaction((tx) => applyWalletChange(deps, tx, accountId, changes));
  return {
    user: toUserDto(withAccount(user, updated), await countPaymentLinks(deps.db, accountId)),
    confirmationSent: false,
  };
}

async function requestConfirmation(
  deps: Deps,
  user: UserRow,
  accountId: string,
  changes: PayoutAddresses,
  replaced: ReturnType<typeof redirectingPayoutFields>,
) {
  const token = newSecretToken();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(walletChangeRequests)
      .set({ usedAt: new Date() })
      .where(and(eq(walletChangeRequests.accountId, accountId), isNull(walletChangeRequests.usedAt)));
    await tx
      .insert(walletChangeRequests)
      .values({ accountId, tokenHash: hashToken(token), changes, expiresAt: new Date(Date.now() + CONFIRM_TTL_MS) });
  });
  const link = `${deps.config.appUrl}/confirm-wallet-change?token=${encodeURIComponent(token)}`;
  await deps.mailer
    .send(confirmWalletChangeEmail(user.email, describeChanges(deps.config.bitcoin, changes, replaced), link))
    .catch((err: unknown) => {
      deps.log.error({ err }, 'could not send the wallet change confirmation email');
    });
}
