import type { BitcoinAddressGap } from '@paylink/shared';
import type { BitcoinConfig } from '../../config/app-config';
import type { Db } from '../../db/client';
import { accountKeyGap } from '../chains/account-keys';
import { linksWithTransfers } from '../payments/links/links-with-transfers';

/**
 * How far apart the account key's used addresses are (Settings warns from the gap limit on), and its first address
 * (Settings shows it, for the merchant to compare with their wallet).
 */
export async function bitcoinAddressGap(
  db: Db,
  bitcoin: BitcoinConfig | null,
  user: { btcXpub: string | null },
): Promise<BitcoinAddressGap> {
  return accountKeyGap(db, bitcoin, user.btcXpub, (ids) => linksWithTransfers(db, ids));
}
