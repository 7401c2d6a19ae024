import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { merchantAccounts } from './schema';
import { accountOwner } from './account-owner';
import { walletChangedEmail } from '../email/templates';
import { redirectingPayoutFields } from '@paylink/shared';
import { describeChanges, newlyClaimedAddresses, type PayoutAddresses } from './payout-addresses';
import { claimAddress } from '../wallets/claim-address';
import type { AccountRow } from './user-dto';

/**
 * Claims the new Solana and Ethereum addresses for the account (409 when another's), writes the addresses and, when
 * the change redirects money (redirectingPayoutFields), tells the account's owner by email.
 */
export async function applyWalletChange(
  deps: Deps,
  db: Db,
  accountId: string,
  changes: PayoutAddresses,
): Promise<AccountRow> {
  const [before] = await db.select().from(merchantAccounts).where(eq(merchantAccounts.id, accountId)).for('update');
  for (const address of newlyClaimedAddresses(before!, changes))
    await claimAddress({ db, config: deps.config }, accountId, address);
  const [updated] = await db
    .update(merchantAccounts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(merchantAccounts.id, accountId))
    .returning();
  const replaced = redirectingPayoutFields(before!, changes);
  const email = replaced.length > 0 ? (await accountOwner(db, accountId))?.email : undefined;
  if (email) {
    await deps.mailer
      .send(
        walletChangedEmail(email, describeChanges(deps.config.bitcoin, changes, replaced), deps.config.supportEmail),
      )
      .catch((err: unknown) => {
        deps.log.error({ err }, 'could not send the wallet change notification');
      });
  }
  return updated!;
}
