import { eq } from 'drizzle-orm';
import type { CompletionHandler } from '../payments/lifecycle/completion-handlers';
import { creditPurchases } from './schema';
import { fulfillPurchase } from './fulfill-purchase';

/** A purchase paid after its 10-minute window is still credited at the quoted price within this long. */
export const LATE_PURCHASE_GRACE_MS = 60 * 60 * 1000;

/**
 * The completion handler of crypto credit purchases (registered for purpose `credit_purchase`), run in the
 * transaction that marks the payment COMPLETED: the purchase's credits are added there, once (the purchase
 * moves PENDING → COMPLETED once). Paid more than an hour after the window closed, the quote no longer holds:
 * nothing is credited and the money is owed back.
 */
export const fulfillCryptoPurchase: CompletionHandler = async (tx, payment, { paidAt, now }) => {
  if (paidAt.getTime() > payment.expiresAt.getTime() + LATE_PURCHASE_GRACE_MS) return { owedBack: true };
  const [purchase] = await tx
    .select({ id: creditPurchases.id })
    .from(creditPurchases)
    .where(eq(creditPurchases.paymentId, payment.id));
  if (purchase)
    await fulfillPurchase(
      tx,
      { purchaseId: purchase.id },
      { now, ledgerReference: cryptoLedgerReference(purchase.id, payment.reversals) },
    );
  return { owedBack: false };
};

/**
 * The ledger reference of a crypto purchase's credits in a completion round of its payment: the purchase id, then
 * `<id>#<n>` after n rollbacks (reverseCryptoPurchase), so each completion and each rollback is one ledger row.
 */
export function cryptoLedgerReference(purchaseId: string, round: number): string {
  return round === 0 ? purchaseId : `${purchaseId}#${round}`;
}
