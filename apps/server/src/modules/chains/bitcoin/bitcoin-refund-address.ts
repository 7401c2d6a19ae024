import { isBitcoinAddressOn } from '@paylink/shared';
import type { BitcoinConfig } from '../../../config/app-config';
import { AppError } from '../../../lib/app-error';

const TO_REQUIRED =
  "A Bitcoin refund needs the customer's address (to): Bitcoin inputs do not say which wallet to pay back";

/** Where a Bitcoin refund goes: the address the customer gave, of the server's chain, never the link's own. */
export function bitcoinRefundAddress(
  bitcoin: BitcoinConfig | null,
  given: string | undefined,
  recipient: string,
): string {
  if (!bitcoin) throw new AppError('UNSUPPORTED_NETWORK', 'bitcoin is not offered on this server', 400);
  if (!given) throw new AppError('VALIDATION_ERROR', TO_REQUIRED, 400, { details: [{ msg: TO_REQUIRED, path: 'to' }] });
  if (!isBitcoinAddressOn(given, bitcoin.network)) {
    const msg = `The refund address must be a Bitcoin ${bitcoin.network} address`;
    throw new AppError('VALIDATION_ERROR', msg, 400, { details: [{ msg, path: 'to' }] });
  }
  if (given.toLowerCase() === recipient.toLowerCase())
    throw new AppError('VALIDATION_ERROR', 'A refund goes to the customer, not to your own wallet.', 400);
  return given;
}
