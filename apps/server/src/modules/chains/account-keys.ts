import type { BitcoinAddressGap } from '@paylink/shared';
import type { BitcoinConfig } from '../../config/app-config';
import type { Db } from '../../db/client';
import { GAP_LIMIT, longestUnusedRun } from './bitcoin/longest-unused-run';
import { firstReceiveAddress } from './bitcoin/receive-address';

// A saved account key (Bitcoin's xpub: the one network whose merchants save one, see Rail.freshRecipient) as
// accounts show it; the addresses themselves are derived inside the chain folder.

/** The key's first receive address (Settings and the wallet-change email show it, to compare with the wallet). */
export function accountKeyFirstAddress(bitcoin: BitcoinConfig | null, accountKey: string): string {
  return firstReceiveAddress(bitcoin, accountKey);
}

/**
 * How far apart the account key's used addresses are (Settings warns from the gap limit on), and its first address.
 * `used` says which of the links its addresses were derived for received a transfer (payments knows).
 */
export async function accountKeyGap(
  db: Db,
  bitcoin: BitcoinConfig | null,
  accountKey: string | null,
  used: (paymentIds: string[]) => Promise<Set<string>>,
): Promise<BitcoinAddressGap> {
  const unusedInARow = accountKey ? await longestUnusedRun(db, accountKey, used) : 0;
  const firstAddress = accountKey ? firstReceiveAddress(bitcoin, accountKey) : null;
  return { unusedInARow, gapLimit: GAP_LIMIT, overGapLimit: unusedInARow >= GAP_LIMIT, firstAddress };
}
