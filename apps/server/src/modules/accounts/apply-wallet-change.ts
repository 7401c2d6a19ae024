import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { users } from './schema';
import { walletChangedEmail } from '../email/templates';
import { describeChanges, newlyClaimedAddresses, replacedAddresses, type PayoutAddresses } from './payout-addresses';
import { claimAddress } from '../wallets/claim-address';
import type { UserRow } from './user-dto';

/**
 * Claims the new Solana and Ethereum addresses for the account (409 when another's), writes the addresses and, when
 * one that was set is replaced or removed, tells the account by email.
 */
export async function applyWalletChange(deps: Deps, db: Db, userId: string, changes: PayoutAddresses): Promise<UserRow> {
  const [before] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  for (const address of newlyClaimedAddresses(before!, changes)) await claimAddress({ db, config: deps.config }, userId, address);
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  const replaced = replacedAddresses(before!, changes);
  if (replaced.length > 0) {
    await deps.mailer.send(walletChangedEmail(updated!.email, describeChanges(changes, replaced), deps.config.supportEmail)).catch((err: unknown) => {
      deps.log.error({ err }, 'could not send the wallet change notification');
    });
  }
  return updated!;
}
