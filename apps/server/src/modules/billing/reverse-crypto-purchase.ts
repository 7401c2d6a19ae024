import { and, eq } from 'drizzle-orm';
import { flagForReview } from '../accounts/flag-for-review';
import { lockAccount } from '../accounts/lock-account';
import { changeCredits } from '../credits/change-credits';
import type { ReversalHandler } from '../payments/lifecycle/completion-handlers';
import { cryptoLedgerReference } from './fulfill-crypto-purchase';
import { creditPurchases } from './schema';

/**
 * The reversal handler of crypto credit purchases (registered for purpose `credit_purchase`): the payment that
 * completed it was rolled back before it was final (a reorg), in that transaction. The purchase goes back
 * COMPLETED → PENDING once (a conditional update), so a new payment of its link credits it again. Credits are never
 * lost or made up: an append-only ledger row (`purchase_reversed`) takes back what the balance still holds, and what
 * was already spent, or a plan (its allowance and tier cannot be taken back by one row), is flagged for an admin.
 */
export const reverseCryptoPurchase: ReversalHandler = async (tx, payment) => {
  const [purchase] = await tx
    .update(creditPurchases)
    .set({ status: 'PENDING', completedAt: null })
    .where(and(eq(creditPurchases.paymentId, payment.id), eq(creditPurchases.status, 'COMPLETED')))
    .returning();
  if (!purchase?.accountId) return;
  const why = `Crypto payment ${payment.id} of purchase ${purchase.id} was rolled back before it was final`;
  if (purchase.tier) {
    await flagForReview(tx, purchase.accountId, `${why}: plan ${purchase.packageName} was started without payment`);
    return;
  }
  const user = await lockAccount(tx, purchase.accountId);
  if (!user) return;
  const taken = Math.min(purchase.credits, user.transactionCredits);
  // The payment's round has just moved on: this rollback's reference is the new round's (cryptoLedgerReference).
  if (taken > 0)
    await changeCredits(tx, {
      accountId: purchase.accountId,
      delta: -taken,
      reason: 'purchase_reversed',
      referenceId: cryptoLedgerReference(purchase.id, payment.reversals),
    });
  if (taken < purchase.credits)
    await flagForReview(
      tx,
      purchase.accountId,
      `${why}: ${purchase.credits - taken} of its ${purchase.credits} credits were already spent`,
    );
};
