import { eq, sql } from 'drizzle-orm';
import { MSG } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import { queryRows } from '../../lib/query-rows';
import { treasuryWallet } from './treasury-wallet';
import { canonicalAddress } from './canonical-address';
import { claimedAddresses } from './schema';

/** 409 for an address the account may not have; with the form field it came in, the field is named in `details`. */
export const addressTaken = (field?: string) =>
  field ? fieldError(field, MSG.addressTaken, 'CONFLICT', 409) : new AppError('CONFLICT', MSG.addressTaken, 409);

/**
 * Refuses (409) an address the account may not save or use: the platform treasury, which credit purchases pay
 * (never any merchant's), or an address another account has claimed. Read-only: `claimAddress` makes it stick.
 */
export async function assertClaimable(
  deps: Pick<Deps, 'config'> & { db: Db },
  accountId: string,
  address: string,
  field?: string,
): Promise<void> {
  const canonical = canonicalAddress(address);
  await assertNotTreasury(deps, canonical, field);
  const owner = await ownerOf(deps.db, canonical);
  if (owner !== undefined && owner !== accountId) throw addressTaken(field);
}

/** The treasury is no account's: refused before any claim is read or written. */
async function assertNotTreasury(
  deps: Pick<Deps, 'config'> & { db: Db },
  canonical: string,
  field?: string,
): Promise<void> {
  const treasury = await treasuryWallet(deps);
  if (treasury !== null && canonicalAddress(treasury) === canonical) throw addressTaken(field);
}

/**
 * Claims an address for the account when it saves or uses it (409 when it is the treasury or another account's).
 * One statement in the usual case: the claim is inserted when new, else the owner it has is read. The primary key
 * settles a race: of two accounts claiming at once, one insert wins; the other's insert does nothing, and as its
 * statement began before the winner committed, it reads the owner again in a second statement.
 * A claim stays with the account when it later changes its payout address (its past links still name the address).
 */
export async function claimAddress(
  deps: Pick<Deps, 'config'> & { db: Db },
  accountId: string,
  address: string,
  field?: string,
): Promise<void> {
  const canonical = canonicalAddress(address);
  await assertNotTreasury(deps, canonical, field);
  const [claim] = await queryRows<{ account_id: string }>(
    deps.db,
    sql`with inserted as (
      insert into claimed_addresses (address, account_id) values (${canonical}, ${accountId}) on conflict do nothing returning account_id
    )
    select account_id from inserted union all select account_id from claimed_addresses where address = ${canonical}`,
  );
  const owner = claim?.account_id ?? (await ownerOf(deps.db, canonical));
  if (owner !== accountId) throw addressTaken(field);
}

async function ownerOf(db: Db, canonical: string): Promise<string | undefined> {
  const [claim] = await db
    .select({ accountId: claimedAddresses.accountId })
    .from(claimedAddresses)
    .where(eq(claimedAddresses.address, canonical));
  return claim?.accountId;
}
