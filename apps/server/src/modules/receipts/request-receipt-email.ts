import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken, newSecretToken } from '../../lib/hash-token';
import { getPayment } from '../payments/links/get-payment';
import { receiptEmails } from './schema';

const alreadySent = () => new AppError('CONFLICT', 'The receipt of this payment was already emailed', 409);

/**
 * Keeps the address a customer left on the hosted page ("Email me a receipt") to send the link's receipt once it
 * completes (sendReceiptEmails). A merchant link only (404 otherwise, as for no such payment). The first address
 * stands: anyone may open a link's page, so replacing it needs the key the answer gave the page that set it
 * (`editKey`, stored hashed); without it, another address is refused (409) and the same one changes nothing. Each
 * set or change answers a new key. Once sent, the receipt is not sent again (409).
 */
export async function requestReceiptEmail(
  db: Db,
  paymentId: string,
  input: { email: string; editKey?: string },
): Promise<{ editKey?: string }> {
  const payment = await getPayment(db, paymentId);
  if (payment.purpose !== 'link') throw new AppError('NOT_FOUND', 'Payment not found', 404);
  const editKey = newSecretToken();
  const fields = { email: input.email, editKeyHash: hashToken(editKey) };
  const [first] = await db
    .insert(receiptEmails)
    .values({ paymentId, ...fields })
    .onConflictDoNothing()
    .returning({ paymentId: receiptEmails.paymentId });
  if (first) return { editKey };

  const [saved] = await db.select().from(receiptEmails).where(eq(receiptEmails.paymentId, paymentId));
  if (!saved || saved.sentAt) throw alreadySent();
  if (saved.email === input.email) return {};
  if (!input.editKey)
    throw new AppError(
      'CONFLICT',
      'A receipt address is already set for this payment; it can be changed only from the page that set it.',
      409,
    );
  // The key, and no receipt sent meanwhile, are checked in the write itself: a race changes nothing without them.
  const changed = await db
    .update(receiptEmails)
    .set(fields)
    .where(
      and(
        eq(receiptEmails.paymentId, paymentId),
        eq(receiptEmails.editKeyHash, hashToken(input.editKey)),
        isNull(receiptEmails.sentAt),
      ),
    )
    .returning({ paymentId: receiptEmails.paymentId });
  if (changed.length === 0)
    throw new AppError(
      'CONFLICT',
      'A receipt address is already set for this payment; it can be changed only from the page that set it.',
      409,
    );
  return { editKey };
}
