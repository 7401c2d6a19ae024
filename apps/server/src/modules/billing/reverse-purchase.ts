import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { flagForReview } from '../accounts/flag-for-review';
import { lockAccount } from '../accounts/lock-account';
import { changeCredits } from '../credits/change-credits';
import { creditPurchases } from './schema';

/**
 * Takes back the credits of a card purchase whose payment was refunded or disputed, in the caller's transaction,
 * exactly once: the purchase moves COMPLETED → REVERSED under its row lock, so a refund and a dispute of the same
 * payment (or a second delivery) take nothing twice. The ledger row (`purchase_reversed`) removes what the
 * balance still holds; when the credits were already spent, the balance stays at zero and the account is flagged
 * for an admin with what is owed. A partial refund takes nothing and flags the account for a decision.
 */
export async function reversePurchase(
  tx: Db,
  input: { paymentIntentId: string; why: 'refund' | 'dispute' | 'partial refund' },
): Promise<void> {
  const [purchase] = await tx
    .select()
    .from(creditPurchases)
    .where(eq(creditPurchases.stripePaymentIntentId, input.paymentIntentId));
  if (!purchase?.accountId) return;
  if (input.why === 'partial refund') {
    await flagForReview(
      tx,
      purchase.accountId,
      `Partial card refund of purchase ${purchase.id} (${purchase.credits} credits): decide what to take back`,
    );
    return;
  }
  const [reversed] = await tx
    .update(creditPurchases)
    .set({ status: 'REVERSED' })
    .where(and(eq(creditPurchases.id, purchase.id), eq(creditPurchases.status, 'COMPLETED')))
    .returning();
  if (!reversed) return;
  const user = await lockAccount(tx, purchase.accountId);
  if (!user) return;
  const taken = Math.min(purchase.credits, user.transactionCredits);
  if (taken > 0)
    await changeCredits(tx, {
      accountId: purchase.accountId,
      delta: -taken,
      reason: 'purchase_reversed',
      referenceId: purchase.id,
    });
  if (taken < purchase.credits) {
    await flagForReview(
      tx,
      purchase.accountId,
      `Card ${input.why} of purchase ${purchase.id}: ${purchase.credits - taken} of its ${purchase.credits} credits were already spent`,
    );
  }
}
