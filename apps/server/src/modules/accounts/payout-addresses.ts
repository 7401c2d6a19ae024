import { PAYOUT_FIELDS, type PayoutField, type Wallets } from '@paylink/shared';
import type { BitcoinConfig } from '../../config/app-config';
import { accountKeyFirstAddress } from '../chains/account-keys';
import type { UserRow } from './user-dto';

/** The receiving addresses of an account (null: none); a change is a subset of them. */
export type PayoutAddresses = Partial<Pick<Wallets, 'walletAddress' | 'btcAddress' | 'btcXpub' | 'ethAddress'>>;

const LABELS: Record<PayoutField, string> = {
  walletAddress: 'Solana',
  btcAddress: 'Bitcoin',
  btcXpub: 'Bitcoin account key',
  ethAddress: 'Ethereum',
};

/** Only the address fields of an update body (never anything else it carries, such as currentPassword). */
export function payoutAddresses(input: PayoutAddresses): PayoutAddresses {
  return Object.fromEntries(
    PAYOUT_FIELDS.filter((f) => input[f] !== undefined).map((f) => [f, input[f]]),
  ) as PayoutAddresses;
}

/**
 * The Solana and Ethereum addresses `changes` newly sets (not the saved ones again): each must become the account's
 * claim (issue 29). Bitcoin addresses are claimed when a link first uses them (a saved one, or one derived from the
 * account key).
 */
export function newlyClaimedAddresses(
  user: Pick<UserRow, 'walletAddress' | 'ethAddress'>,
  changes: PayoutAddresses,
): string[] {
  return newlyClaimedFields(user, changes).map(([, address]) => address);
}

/** `newlyClaimedAddresses` with the field each is in, so a refusal can name the field. */
export function newlyClaimedFields(
  user: Pick<UserRow, 'walletAddress' | 'ethAddress'>,
  changes: PayoutAddresses,
): ['walletAddress' | 'ethAddress', string][] {
  return (['walletAddress', 'ethAddress'] as const).flatMap((f) => {
    const value = changes[f];
    return value && value !== user[f] ? [[f, value] as ['walletAddress' | 'ethAddress', string]] : [];
  });
}

/**
 * Lines for the notification email: "Solana payout address: <new or removed>". A new account key also names its
 * first address (to compare with the wallet's) and that new Bitcoin links pay its addresses, not the saved one.
 */
export function describeChanges(
  bitcoin: BitcoinConfig | null,
  changes: PayoutAddresses,
  fields: PayoutField[],
): string[] {
  return fields.map((f) => {
    const value = changes[f];
    const line = `${LABELS[f]} payout address: ${value ?? '(removed)'}`;
    return f === 'btcXpub' && value
      ? `${line} (first address ${accountKeyFirstAddress(bitcoin, value)}; new Bitcoin links pay addresses of this key, not the Bitcoin address)`
      : line;
  });
}
