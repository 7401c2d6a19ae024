import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toClaimedAddressDto } from './claimed-address-dto';
import { claimedAddresses } from './schema';

/** The receiving addresses that belong to the account (oldest claim first), proven or not. */
export async function listClaimedAddresses(db: Db, accountId: string) {
  const rows = await db
    .select()
    .from(claimedAddresses)
    .where(eq(claimedAddresses.accountId, accountId))
    .orderBy(asc(claimedAddresses.claimedAt));
  return { addresses: rows.map(toClaimedAddressDto) };
}
