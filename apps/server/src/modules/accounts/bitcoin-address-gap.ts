import type { BitcoinAddressGap } from '@paylink/shared';
import type { Db } from '../../db/client';
import { GAP_LIMIT, longestUnusedRun } from '../chains/bitcoin/longest-unused-run';
import { linksWithTransfers } from '../payments/links/links-with-transfers';

/** How far apart the account key's used addresses are (Settings warns from the gap limit on). */
export async function bitcoinAddressGap(db: Db, user: { btcXpub: string | null }): Promise<BitcoinAddressGap> {
  const unusedInARow = user.btcXpub ? await longestUnusedRun(db, user.btcXpub, (ids) => linksWithTransfers(db, ids)) : 0;
  return { unusedInARow, gapLimit: GAP_LIMIT, overGapLimit: unusedInARow >= GAP_LIMIT };
}
