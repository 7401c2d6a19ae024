import { getAddress, isAddress } from 'viem';
import { AppError } from '../../../lib/app-error';

/**
 * An EVM address as EIP-55 writes it. Mixed case must carry a valid checksum (a typo in one character is caught);
 * all lower or all upper case carries none and is accepted.
 */
export function checksumAddress(value: string): `0x${string}` {
  if (!isAddress(value, { strict: false })) throw new AppError('VALIDATION_ERROR', 'Invalid Ethereum address', 400);
  const body = value.slice(2);
  const unchecked = body === body.toLowerCase() || body === body.toUpperCase();
  if (!unchecked && !isAddress(value, { strict: true })) {
    throw new AppError(
      'VALIDATION_ERROR',
      'Ethereum address checksum (EIP-55) does not match: check for a mistyped character',
      400,
    );
  }
  return getAddress(value);
}
