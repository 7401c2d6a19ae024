import { inArray, sql } from 'drizzle-orm';
import type { BitcoinNetwork } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { receiveAddress } from './receive-address';
import { bitcoinAccountKeys, bitcoinDerivedAddresses } from './schema';

/**
 * Gives a link the next receive address of the merchant's account key, in the link's transaction: the counter row's
 * increment locks it until the commit, so concurrent links take different indexes (and a rolled-back link frees its
 * index again). Derives nothing ahead: an address exists only once a link asks for it.
 */
export async function allocateReceiveAddress(
  tx: Db,
  opts: { accountKey: string; paymentId: string; network: BitcoinNetwork },
): Promise<string> {
  const [row] = await tx
    .insert(bitcoinAccountKeys)
    .values({ accountKey: opts.accountKey, nextIndex: 1 })
    .onConflictDoUpdate({
      target: bitcoinAccountKeys.accountKey,
      set: { nextIndex: sql`${bitcoinAccountKeys.nextIndex} + 1` },
    })
    .returning({ nextIndex: bitcoinAccountKeys.nextIndex });
  const index = row!.nextIndex - 1;
  const address = receiveAddress(opts.accountKey, index, opts.network);
  await tx
    .insert(bitcoinDerivedAddresses)
    .values({ address: address.toLowerCase(), accountKey: opts.accountKey, index, paymentId: opts.paymentId });
  return address;
}

/** The link an address was derived for, or null for any other address (a saved one shared by many links). */
export async function derivedAddressLink(db: Db, address: string): Promise<string | null> {
  return (await derivedAddressLinks(db, [address])).get(address.toLowerCase()) ?? null;
}

/** Of these addresses, those derived for a link: lower-case address → its link. */
export async function derivedAddressLinks(db: Db, addresses: string[]): Promise<Map<string, string>> {
  if (addresses.length === 0) return new Map();
  const rows = await db
    .select({ address: bitcoinDerivedAddresses.address, paymentId: bitcoinDerivedAddresses.paymentId })
    .from(bitcoinDerivedAddresses)
    .where(
      inArray(
        bitcoinDerivedAddresses.address,
        addresses.map((a) => a.toLowerCase()),
      ),
    );
  return new Map(rows.map((r) => [r.address, r.paymentId]));
}
