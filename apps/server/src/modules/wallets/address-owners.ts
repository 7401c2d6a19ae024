import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { canonicalAddress } from './canonical-address';
import { claimedAddresses } from './schema';

/**
 * The account that owns each of the given addresses (keyed by canonical form), for the watchers: only the owner's
 * links match transfers to an address and only the owner's inbox lists the rest. Unclaimed addresses are absent.
 */
export async function addressOwners(db: Db, addresses: readonly string[]): Promise<Map<string, string>> {
  const canonical = [...new Set(addresses.map(canonicalAddress))];
  if (canonical.length === 0) return new Map();
  const rows = await db
    .select({ address: claimedAddresses.address, accountId: claimedAddresses.accountId })
    .from(claimedAddresses)
    .where(inArray(claimedAddresses.address, canonical));
  return new Map(rows.map((r) => [r.address, r.accountId]));
}
