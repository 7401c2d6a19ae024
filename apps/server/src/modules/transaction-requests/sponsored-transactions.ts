import { and, eq, inArray } from 'drizzle-orm';
import type { Signature } from '@solana/kit';
import type { Deps } from '../../deps';
import { sponsorBlockedAccounts, sponsoredTransactions } from './schema';

/** A blockhash lives about 150 slots (~1 minute); a sponsored transaction not seen after this never landed. */
const NEVER_LANDED_MS = 3 * 60_000;

/** Records a transaction the sponsor signed, before it is handed to the wallet. */
export async function recordSponsoredTransaction(
  deps: Pick<Deps, 'db'>,
  row: { signature: string; paymentId: string; accountId: string; account: string; feeLamports: bigint },
): Promise<void> {
  await deps.db.insert(sponsoredTransactions).values(row);
}

/**
 * Whether `account` is no longer sponsored: blocked already, or one of its sponsored transactions that were still
 * pending turns out failed on chain now (it is then blocked for good). Landed and never-landed ones are settled
 * on the way, so each is asked about once or twice.
 */
export async function sponsorshipBlocked(deps: Pick<Deps, 'db' | 'rpc'>, account: string, now: Date): Promise<boolean> {
  const [blocked] = await deps.db.select().from(sponsorBlockedAccounts).where(eq(sponsorBlockedAccounts.account, account));
  if (blocked) return true;
  const pending = await deps.db
    .select({ signature: sponsoredTransactions.signature, createdAt: sponsoredTransactions.createdAt })
    .from(sponsoredTransactions)
    .where(and(eq(sponsoredTransactions.account, account), eq(sponsoredTransactions.status, 'pending')))
    .limit(100);
  if (pending.length === 0) return false;
  const { value } = await deps.rpc.getSignatureStatuses(pending.map((p) => p.signature as Signature), { searchTransactionHistory: true }).send();
  const settle = async (signatures: string[], status: 'landed' | 'failed' | 'expired') => {
    if (signatures.length > 0) await deps.db.update(sponsoredTransactions).set({ status }).where(inArray(sponsoredTransactions.signature, signatures));
  };
  const failed = pending.filter((_, i) => value[i]?.err);
  await settle(failed.map((p) => p.signature), 'failed');
  await settle(pending.filter((_, i) => value[i] && !value[i]!.err).map((p) => p.signature), 'landed');
  await settle(pending.filter((p, i) => !value[i] && now.getTime() - p.createdAt.getTime() > NEVER_LANDED_MS).map((p) => p.signature), 'expired');
  if (failed.length === 0) return false;
  await deps.db.insert(sponsorBlockedAccounts).values({ account, signature: failed[0]!.signature }).onConflictDoNothing();
  return true;
}
