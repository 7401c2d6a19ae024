import { and, count, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { sponsorBlockedAccounts, sponsoredTransactions } from './schema';
import { pendingSponsored, SETTLE_BATCH, settleSponsoredTransactions } from './settle-sponsored-transactions';

type SponsoredRow = { signature: string; paymentId: string; accountId: string; account: string; feeLamports: bigint };

/** Records a transaction the sponsor signed and Paylink sends itself (x402), its fee booked already. */
export async function recordSponsoredTransaction(deps: Pick<Deps, 'db'>, row: SponsoredRow): Promise<void> {
  await deps.db.insert(sponsoredTransactions).values(row);
}

/**
 * Keeps a transaction request's sponsored transaction before it is handed to the wallet, its fee to be charged
 * when it lands. The same transaction asked again (the same POST within one blockhash) is the row already there.
 * False, nothing kept, when the paying account already holds `maxPending` that have not landed: under a lock per
 * account, so concurrent POSTs on several API processes cannot pass it.
 */
export async function holdSponsoredTransaction(
  deps: Pick<Deps, 'db'>,
  row: SponsoredRow,
  maxPending: number,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sponsored:${row.account}`}))`);
    const [same] = await tx
      .select({ signature: sponsoredTransactions.signature })
      .from(sponsoredTransactions)
      .where(eq(sponsoredTransactions.signature, row.signature));
    if (same) return true;
    const [held] = await tx
      .select({ n: count() })
      .from(sponsoredTransactions)
      .where(and(eq(sponsoredTransactions.account, row.account), eq(sponsoredTransactions.status, 'pending')));
    if (held!.n >= maxPending) return false;
    await tx.insert(sponsoredTransactions).values({ ...row, chargeOnLanding: true });
    return true;
  });
}

/**
 * Whether `account` is no longer sponsored: blocked already, or one of its pending sponsored transactions turns out
 * failed on chain now (it is then blocked for good). Its pending ones are settled on the way (the settle job does
 * the same for all), so what it still holds unlanded is up to date.
 */
export async function sponsorshipBlocked(
  deps: Pick<Deps, 'db' | 'solanaRpc'>,
  account: string,
  now: Date,
): Promise<boolean> {
  const isBlocked = async () =>
    (await deps.db.select().from(sponsorBlockedAccounts).where(eq(sponsorBlockedAccounts.account, account))).length > 0;
  if (await isBlocked()) return true;
  await settleSponsoredTransactions(deps, await pendingSponsored(deps.db, { account, limit: SETTLE_BATCH }), now);
  // Blocked now by this settle, or by the settle job meanwhile.
  return isBlocked();
}
