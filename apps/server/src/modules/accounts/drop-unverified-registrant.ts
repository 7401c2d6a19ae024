import type { Db } from '../../db/client';
import { voidAuthTokens } from './auth-tokens';
import { endAllSessions } from './end-sessions';

/**
 * The columns an unverified registrant chose, cleared when the email's owner proves the address another way
 * (Google sign-in, a password-reset link): the password and the payout addresses, which could otherwise
 * let whoever registered the email first sign in or receive the owner's payments.
 */
export const UNVERIFIED_REGISTRANT_FIELDS = {
  passwordHash: null,
  walletAddress: null,
  btcAddress: null,
  btcXpub: null,
  ethAddress: null,
} as const;

/** Ends the registrant's sessions and outstanding email tokens; the caller clears UNVERIFIED_REGISTRANT_FIELDS in the same transaction. */
export async function dropUnverifiedRegistrant(tx: Db, userId: string): Promise<void> {
  await endAllSessions(tx, userId);
  await voidAuthTokens(tx, userId);
}
