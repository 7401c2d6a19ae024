import { isBitcoinAccountKeyFor, isSavableBitcoinAddress, MSG } from '@paylink/shared';
import type { BitcoinConfig } from '../../../config/app-config';
import { AppError } from '../../../lib/app-error';

/**
 * Refuses (400) a Bitcoin payout address of a chain this server neither is nor accepts (mainnet formats always pass,
 * the spec's), and an account key for another chain than the server's (its addresses would never be watched).
 */
export function assertSavableBitcoinWallet(
  bitcoin: BitcoinConfig | null,
  wallet: { btcAddress?: string | null; btcXpub?: string | null },
): void {
  if (wallet.btcAddress && !isSavableBitcoinAddress(wallet.btcAddress, bitcoin?.network ?? null)) {
    throw new AppError('VALIDATION_ERROR', MSG.invalidBitcoin, 400, { field: 'btcAddress' });
  }
  if (wallet.btcXpub && !isBitcoinAccountKeyFor(wallet.btcXpub, bitcoin?.network ?? 'mainnet')) {
    const expected =
      bitcoin?.network === undefined || bitcoin.network === 'mainnet'
        ? 'an xpub or zpub (mainnet)'
        : `a tpub or vpub (${bitcoin.network})`;
    throw new AppError(
      'VALIDATION_ERROR',
      `This server watches Bitcoin ${bitcoin?.network ?? 'mainnet'}: enter ${expected}`,
      400,
      { field: 'btcXpub' },
    );
  }
}
