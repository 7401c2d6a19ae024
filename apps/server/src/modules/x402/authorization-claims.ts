import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { x402Authorizations } from './schema';

export interface AuthorizationKey {
  network: string;
  /** Lower-cased. */
  payer: string;
  nonce: string;
}
const keyOf = (k: AuthorizationKey) => and(eq(x402Authorizations.network, k.network), eq(x402Authorizations.payer, k.payer), eq(x402Authorizations.nonce, k.nonce));

/** Claims an authorization for settlement: false when it was already claimed (a replayed payment header). */
export async function claimAuthorization(db: Db, key: AuthorizationKey, opts: { userId: string; kind: 'link' | 'facilitator' }): Promise<boolean> {
  const rows = await db.insert(x402Authorizations).values({ ...key, ...opts }).onConflictDoNothing().returning({ nonce: x402Authorizations.nonce });
  return rows.length === 1;
}

/** Gives a claim back: the authorization was refused before the chain used its nonce (the payer may sign it again). */
export async function releaseAuthorization(db: Db, key: AuthorizationKey): Promise<void> {
  await db.delete(x402Authorizations).where(and(keyOf(key), eq(x402Authorizations.status, 'settling')));
}

/** Marks a claim settled on chain by `txHash`, and (once recorded) the payment it paid. */
export async function markAuthorizationSettled(db: Db, key: AuthorizationKey, set: { txHash: string; paymentId?: string }): Promise<void> {
  await db.update(x402Authorizations).set({ status: 'settled', ...set, updatedAt: new Date() }).where(keyOf(key));
}

/** How a payment was paid over x402, when it was: the payer and the transaction (the detail page's "Paid by x402"). */
export async function x402PaymentOf(db: Db, paymentId: string): Promise<{ payer: string; txHash: string | null } | null> {
  const [row] = await db
    .select({ payer: x402Authorizations.payer, txHash: x402Authorizations.txHash })
    .from(x402Authorizations)
    .where(and(eq(x402Authorizations.paymentId, paymentId), eq(x402Authorizations.status, 'settled')))
    .limit(1);
  return row ?? null;
}
