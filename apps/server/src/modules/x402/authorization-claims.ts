import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ObservedTransfer } from '../chains/chain-adapter';
import { canonicalAddress } from '../wallets/canonical-address';
import { x402Authorizations } from './schema';

export interface AuthorizationKey {
  network: string;
  /** Lower-cased on EVM; a Solana address as it is. */
  payer: string;
  nonce: string;
}
/** The intent recorded with a claim: whose, which link it pays, what it moves where (and on Solana its transaction, known before sending). */
export interface AuthorizationIntent {
  accountId: string;
  kind: 'link' | 'facilitator';
  paymentId: string;
  amount: bigint;
  recipient: string;
  txHash?: string;
}
const keyOf = (k: AuthorizationKey) =>
  and(
    eq(x402Authorizations.network, k.network),
    eq(x402Authorizations.payer, k.payer),
    eq(x402Authorizations.nonce, k.nonce),
  );
const inFlight = inArray(x402Authorizations.status, ['settling', 'submitted']);

/** Claims an authorization for settlement with its intent: false when it was already claimed (a replayed payment header). */
export async function claimAuthorization(db: Db, key: AuthorizationKey, intent: AuthorizationIntent): Promise<boolean> {
  const rows = await db
    .insert(x402Authorizations)
    .values({ ...key, ...intent, recipient: canonicalAddress(intent.recipient) })
    .onConflictDoNothing()
    .returning({ nonce: x402Authorizations.nonce });
  return rows.length === 1;
}

/** Gives a claim back: the authorization was refused before the chain used it (the payer may sign it again). */
export async function releaseAuthorization(db: Db, key: AuthorizationKey): Promise<void> {
  await db.delete(x402Authorizations).where(and(keyOf(key), eq(x402Authorizations.status, 'settling')));
}

/** Drops a claim whose transaction failed on chain (a reverted authorization was not used: the payer may sign it again). */
export async function dropFailedAuthorization(db: Db, key: AuthorizationKey): Promise<void> {
  await db.delete(x402Authorizations).where(and(keyOf(key), inFlight));
}

/** Marks a claim on chain by `txHash`, not yet recorded for its link. */
export async function markAuthorizationSubmitted(db: Db, key: AuthorizationKey, txHash: string): Promise<void> {
  await db
    .update(x402Authorizations)
    .set({ status: 'submitted', txHash, updatedAt: new Date() })
    .where(and(keyOf(key), inFlight));
}

/** Marks a claim settled by `txHash` and recorded for the payment it paid. */
export async function markAuthorizationSettled(
  db: Db,
  key: AuthorizationKey,
  set: { txHash: string; paymentId: string },
): Promise<void> {
  await db
    .update(x402Authorizations)
    .set({ status: 'settled', ...set, updatedAt: new Date() })
    .where(keyOf(key));
}

/**
 * Whether an observed transfer is one Paylink is settling over x402 and has not recorded yet: its transaction, or
 * (on EVM, where the hash is known only once sent) the same payer, wallet and amount. The watcher leaves it to
 * the settlement (or the recovery job), never to the merchant's unmatched inbox.
 */
export async function isX402InFlight(
  db: Db,
  t: Pick<ObservedTransfer, 'network' | 'txId' | 'from' | 'to' | 'amount'>,
): Promise<boolean> {
  const sameTransfer =
    t.from !== null && t.amount !== null
      ? and(
          eq(x402Authorizations.payer, canonicalAddress(t.from)),
          eq(x402Authorizations.recipient, canonicalAddress(t.to)),
          eq(x402Authorizations.amount, t.amount),
        )
      : undefined;
  const [row] = await db
    .select({ nonce: x402Authorizations.nonce })
    .from(x402Authorizations)
    .where(
      and(eq(x402Authorizations.network, t.network), inFlight, or(eq(x402Authorizations.txHash, t.txId), sameTransfer)),
    )
    .limit(1);
  return !!row;
}

/** Claims still in flight since before `before`: settlements whose recording may have been lost (see recoverX402Settlements). */
export async function staleAuthorizations(db: Db, before: Date, limit = 50) {
  return db
    .select()
    .from(x402Authorizations)
    .where(and(inFlight, lt(x402Authorizations.updatedAt, before), sql`${x402Authorizations.paymentId} is not null`))
    .orderBy(x402Authorizations.updatedAt)
    .limit(limit);
}

/** How a payment was paid over x402, when it was: the payer and the transaction (the detail page's "Paid by x402"). */
export async function x402PaymentOf(
  db: Db,
  paymentId: string,
): Promise<{ payer: string; txHash: string | null } | null> {
  const [row] = await db
    .select({ payer: x402Authorizations.payer, txHash: x402Authorizations.txHash })
    .from(x402Authorizations)
    .where(and(eq(x402Authorizations.paymentId, paymentId), eq(x402Authorizations.status, 'settled')))
    .limit(1);
  return row ?? null;
}
