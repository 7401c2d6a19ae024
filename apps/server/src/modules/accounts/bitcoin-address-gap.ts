import type { BitcoinAddressGap } from '@paylink/shared';
import type { BitcoinConfig } from '../../config/app-config';
import type { Db } from '../../db/client';
import { firstReceiveAddress } from '../chains/bitcoin/receive-address';
import { GAP_LIMIT, longestUnusedRun } from '../chains/bitcoin/longest-unused-run';
import { linksWithTransfers } from '../payments/links/links-with-transfers';

/**
 * How far apart the account key's used addresses are (Settings warns from the gap limit on), and its first address
 * (Settings shows it, for the merchant to compare with their wallet).
 */
export async function bitcoinAddressGap(db: Db, bitcoin: BitcoinConfig | null, user: { btcXpub: string | null }): Promise<BitcoinAddressGap> {
  const unusedInARow = user.btcXpub ? await longestUnusedRun(db, user.btcXpub, (ids) => linksWithTransfers(db, ids)) : 0;
  const firstAddress = user.btcXpub ? firstReceiveAddress(bitcoin, user.btcXpub) : null;
  return { unusedInARow, gapLimit: GAP_LIMIT, overGapLimit: unusedInARow >= GAP_LIMIT, firstAddress };
}
