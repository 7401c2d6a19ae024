import { and, asc, eq } from 'drizzle-orm';
import type { Signature } from '@solana/kit';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { chargeSponsorBudget } from './spend-sponsor-budget';
import { sponsorBlockedAccounts, sponsoredTransactions } from './schema';

/** A blockhash lives about 150 slots (~1 minute); a sponsored transaction not seen after this never landed. */
export const NEVER_LANDED_MS = 3 * 60_000;
/** Pending sponsored transactions asked about per round (getSignatureStatuses takes 256 at most). */
export const SETTLE_BATCH = 100;

export type PendingSponsored = Pick<
  typeof sponsoredTransactions.$inferSelect,
  'signature' | 'accountId' | 'account' | 'feeLamports' | 'chargeOnLanding' | 'createdAt'
>;

const pendingColumns = {
  signature: sponsoredTransactions.signature,
  accountId: sponsoredTransactions.accountId,
  account: sponsoredTransactions.account,
  feeLamports: sponsoredTransactions.feeLamports,
  chargeOnLanding: sponsoredTransactions.chargeOnLanding,
  createdAt: sponsoredTransactions.createdAt,
};

/** Pending sponsored transactions, oldest first: of one paying account, or all of them. */
export function pendingSponsored(db: Db, opts: { account?: string; limit: number }): Promise<PendingSponsored[]> {
  const pending = eq(sponsoredTransactions.status, 'pending');
  return db
    .select(pendingColumns)
    .from(sponsoredTransactions)
    .where(opts.account ? and(eq(sponsoredTransactions.account, opts.account), pending) : pending)
    .orderBy(asc(sponsoredTransactions.createdAt))
    .limit(opts.limit);
}

/** The fee the chain took from the sponsor for a transaction that is in a block, at most what was signed for; null while unreadable. */
async function landedFee(deps: Pick<Deps, 'solanaRpc'>, row: PendingSponsored): Promise<bigint | null> {
  const tx = await deps.solanaRpc
    .getTransaction(row.signature as Signature, {
      encoding: 'json',
      maxSupportedTransactionVersion: 0,
      commitment: 'confirmed',
    })
    .send();
  if (!tx?.meta) return null;
  const fee = BigInt(tx.meta.fee);
  return fee < row.feeLamports ? fee : row.feeLamports;
}

/**
 * Settles pending sponsored transactions from the chain, each once whatever the number of workers (the status moves
 * from pending in the statement that charges): one seen confirmed is `landed`, or `failed` (its paying account is
 * blocked for good), and a transaction request's is charged to the merchant's budget with the fee the chain reports;
 * one never seen NEVER_LANDED_MS after it was signed is `expired` and costs nothing. Returns the accounts blocked.
 */
export async function settleSponsoredTransactions(
  deps: Pick<Deps, 'db' | 'solanaRpc'>,
  pending: PendingSponsored[],
  now: Date,
): Promise<string[]> {
  if (pending.length === 0) return [];
  const { value } = await deps.solanaRpc
    .getSignatureStatuses(
      pending.map((p) => p.signature as Signature),
      { searchTransactionHistory: true },
    )
    .send();
  const blocked: string[] = [];
  for (const [i, row] of pending.entries()) {
    const status = value[i];
    let outcome: 'landed' | 'failed' | 'expired';
    let fee: bigint | null = null;
    if (!status) {
      if (now.getTime() - row.createdAt.getTime() <= NEVER_LANDED_MS) continue;
      outcome = 'expired';
    } else {
      if (status.confirmationStatus === 'processed') continue;
      outcome = status.err ? 'failed' : 'landed';
      if (row.chargeOnLanding) {
        fee = await landedFee(deps, row);
        if (fee === null) continue;
      }
    }
    const moved = await deps.db.transaction(async (tx) => {
      const [done] = await tx
        .update(sponsoredTransactions)
        .set({ status: outcome, chargedLamports: fee })
        .where(and(eq(sponsoredTransactions.signature, row.signature), eq(sponsoredTransactions.status, 'pending')))
        .returning({ signature: sponsoredTransactions.signature });
      if (!done) return false;
      if (fee !== null && row.accountId)
        await chargeSponsorBudget(tx, { accountId: row.accountId, fee, signedAt: row.createdAt });
      if (outcome === 'failed')
        await tx
          .insert(sponsorBlockedAccounts)
          .values({ account: row.account, signature: row.signature })
          .onConflictDoNothing();
      return true;
    });
    if (moved && outcome === 'failed') blocked.push(row.account);
  }
  return blocked;
}
