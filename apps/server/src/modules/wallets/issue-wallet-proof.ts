import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { WalletProof } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { treasuryWallet } from './treasury-wallet';
import { addressTaken } from './claim-address';
import { canonicalAddress } from './canonical-address';
import { proofMessage } from './proof-message';
import { walletProofs } from './schema';

export const PROOF_TTL_MS = 10 * 60 * 1000;

/**
 * Issues the message an account signs with a wallet to prove it owns the address: a fresh random nonce, single
 * use, bound to the account (named in the message) and the address, expiring after PROOF_TTL_MS. The treasury is never anyone's (409).
 * The account's spent and expired requests are dropped meanwhile, so the table holds only live nonces.
 */
export async function issueWalletProof(
  deps: Pick<Deps, 'config'> & { db: Db },
  account: { id: string; name: string },
  address: string,
  now = new Date(),
): Promise<WalletProof> {
  const accountId = account.id;
  const treasury = await treasuryWallet(deps);
  if (treasury !== null && canonicalAddress(treasury) === canonicalAddress(address)) throw addressTaken();
  // Hex: EIP-4361 wants an alphanumeric nonce of at least 8 characters.
  const nonce = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + PROOF_TTL_MS);
  const message = proofMessage(deps.config, { address, account, nonce, issuedAt: now, expiresAt });
  await deps.db
    .delete(walletProofs)
    .where(
      and(eq(walletProofs.accountId, accountId), or(isNotNull(walletProofs.usedAt), lt(walletProofs.expiresAt, now))),
    );
  await deps.db
    .insert(walletProofs)
    .values({ accountId, address: canonicalAddress(address), nonce, message, expiresAt, createdAt: now });
  return { address, message, nonce, expiresAt: expiresAt.toISOString() };
}
