import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ClaimedAddress } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { toClaimedAddressDto } from './claimed-address-dto';
import { claimedAddresses, walletProofs } from './schema';
import { verifyProofSignature } from './verify-proof-signature';

export interface VerifiedProof {
  address: ClaimedAddress;
  /** The account that had claimed the address before and lost it (null: it was free or already this account's). */
  takenFrom: string | null;
}

/**
 * Checks the signature of an issued proof message. The nonce is spent first, whatever the outcome (an unknown,
 * used, expired or other account's nonce is refused, and a wrong signature costs the nonce), so nothing can be
 * replayed or guessed at. A good signature makes the address the account's, proven: free, its own, or taken back
 * from the account that held it (which also loses it as a saved payout address). Whoever holds the key decides,
 * so a later proof by another account of the same key's holder moves it again. Accounts own the saved payout
 * addresses: the caller passes how one is forgotten (accounts' forgetPayoutAddress), run in the same transaction.
 */
export async function verifyWalletProof(
  deps: Pick<Deps, 'config'> & {
    db: Db;
    forgetPayoutAddress: (tx: Db, accountId: string, address: string) => Promise<void>;
  },
  accountId: string,
  input: { nonce: string; signature: string },
  now = new Date(),
): Promise<VerifiedProof> {
  const [proof] = await deps.db
    .update(walletProofs)
    .set({ usedAt: now })
    .where(
      and(
        eq(walletProofs.nonce, input.nonce),
        eq(walletProofs.accountId, accountId),
        isNull(walletProofs.usedAt),
        gt(walletProofs.expiresAt, now),
      ),
    )
    .returning();
  if (!proof)
    throw new AppError(
      'INVALID_TOKEN',
      'This proof request is invalid, used or expired. Ask for a new message to sign.',
      400,
    );
  const signed = await verifyProofSignature({
    address: proof.address,
    message: proof.message,
    signature: input.signature,
    domain: new URL(deps.config.appUrl).host,
    nonce: proof.nonce,
    now,
  });
  if (!signed)
    throw new AppError(
      'VALIDATION_ERROR',
      'The signature does not match this address and message. Ask for a new message and sign it with the wallet of this address.',
      400,
    );

  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(claimedAddresses)
      .where(eq(claimedAddresses.address, proof.address))
      .for('update');
    const [claim] = await tx
      .insert(claimedAddresses)
      .values({ address: proof.address, accountId, provenAt: now, claimedAt: now })
      .onConflictDoUpdate({
        target: claimedAddresses.address,
        set: before?.accountId === accountId ? { provenAt: now } : { accountId, provenAt: now, claimedAt: now },
      })
      .returning();
    const takenFrom = before && before.accountId !== accountId ? before.accountId : null;
    if (takenFrom) await deps.forgetPayoutAddress(tx, takenFrom, proof.address);
    return { address: toClaimedAddressDto(claim!), takenFrom };
  });
}
