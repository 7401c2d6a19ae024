import { eq } from 'drizzle-orm';
import { MSG } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import { treasuryWallet } from './treasury-wallet';
import { canonicalAddress } from './canonical-address';
import { claimedAddresses } from './schema';

/** 409 for an address the account may not have; with the form field it came in, the field is named in `details`. */
export const addressTaken = (field?: string) => (field ? fieldError(field, MSG.addressTaken, 'CONFLICT', 409) : new AppError('CONFLICT', MSG.addressTaken, 409));

/**
 * Refuses (409) an address the account may not save or use: the platform treasury, which credit purchases pay
 * (never any merchant's), or an address another account has claimed. Read-only: `claimAddress` makes it stick.
 */
export async function assertClaimable(deps: Pick<Deps, 'config'> & { db: Db }, accountId: string, address: string, field?: string): Promise<void> {
  const canonical = canonicalAddress(address);
  const treasury = await treasuryWallet(deps);
  if (treasury !== null && canonicalAddress(treasury) === canonical) throw addressTaken(field);
  const [claim] = await deps.db.select({ accountId: claimedAddresses.accountId }).from(claimedAddresses).where(eq(claimedAddresses.address, canonical));
  if (claim && claim.accountId !== accountId) throw addressTaken(field);
}

/**
 * Claims an address for the account when it saves or uses it (409 when it is the treasury or another account's).
 * The primary key settles a race: of two accounts claiming at once, one insert wins and the other reads its owner.
 * A claim stays with the account when it later changes its payout address (its past links still name the address).
 */
export async function claimAddress(deps: Pick<Deps, 'config'> & { db: Db }, accountId: string, address: string, field?: string): Promise<void> {
  await assertClaimable(deps, accountId, address, field);
  const canonical = canonicalAddress(address);
  await deps.db.insert(claimedAddresses).values({ address: canonical, accountId }).onConflictDoNothing();
  const [claim] = await deps.db.select({ accountId: claimedAddresses.accountId }).from(claimedAddresses).where(eq(claimedAddresses.address, canonical));
  if (claim?.accountId !== accountId) throw addressTaken(field);
}
