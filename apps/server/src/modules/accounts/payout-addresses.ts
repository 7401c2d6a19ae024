import type { Wallets } from '@paylink/shared';
import type { UserRow } from './user-dto';

/** The receiving addresses of an account (null: none); a change is a subset of them. */
export type PayoutAddresses = Partial<Pick<Wallets, 'walletAddress' | 'btcAddress' | 'btcXpub' | 'ethAddress'>>;

const LABELS = { walletAddress: 'Solana', btcAddress: 'Bitcoin', btcXpub: 'Bitcoin account key', ethAddress: 'Ethereum' } as const;
const FIELDS = Object.keys(LABELS) as (keyof typeof LABELS)[];

/** Only the address fields of an update body (never anything else it carries, such as currentPassword). */
export function payoutAddresses(input: PayoutAddresses): PayoutAddresses {
  return Object.fromEntries(FIELDS.filter((f) => input[f] !== undefined).map((f) => [f, input[f]])) as PayoutAddresses;
}

/** The fields of `changes` that replace or remove an address the account already has (setting a first one is not). */
export function replacedAddresses(user: Pick<UserRow, keyof typeof LABELS>, changes: PayoutAddresses): (keyof typeof LABELS)[] {
  return FIELDS.filter((f) => changes[f] !== undefined && user[f] !== null && changes[f] !== user[f]);
}

/**
 * The Solana and Ethereum addresses `changes` newly sets (not the saved ones again): each must become the account's
 * claim (issue 29). Bitcoin addresses are claimed when a link first uses them (a saved one, or one derived from the
 * account key).
 */
export function newlyClaimedAddresses(user: Pick<UserRow, 'walletAddress' | 'ethAddress'>, changes: PayoutAddresses): string[] {
  return newlyClaimedFields(user, changes).map(([, address]) => address);
}

/** `newlyClaimedAddresses` with the field each is in, so a refusal can name the field. */
export function newlyClaimedFields(user: Pick<UserRow, 'walletAddress' | 'ethAddress'>, changes: PayoutAddresses): ['walletAddress' | 'ethAddress', string][] {
  return (['walletAddress', 'ethAddress'] as const).flatMap((f) => {
    const value = changes[f];
    return value && value !== user[f] ? [[f, value] as ['walletAddress' | 'ethAddress', string]] : [];
  });
}

/** Lines for the notification email: "Solana payout address: <new or removed>". */
export function describeChanges(changes: PayoutAddresses, fields: (keyof typeof LABELS)[]): string[] {
  return fields.map((f) => `${LABELS[f]} payout address: ${changes[f] ?? '(removed)'}`);
}
