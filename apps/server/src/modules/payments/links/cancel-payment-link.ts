import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { endNow } from '../lifecycle/expire-payments';
import { payments } from '../schema';
import { lockOpenLink } from './lock-open-link';
import type { PaymentRow } from './payment-dto';

/**
 * The merchant cancels (deactivates) an open link: under its row lock it is marked cancelled and ends now through the
 * transition table, as at its expiry (EXPIRED and payment.expired, or FAILED when part of it arrived, owed back),
 * the event carrying `cancelled_at`. From then on it pays no transfer (see linkOf): money that still arrives is late
 * money, listed in the merchant's inbox and refundable from there. 409 unless the link is PENDING (a link paid in
 * full and waiting for finality is not open); another merchant's link is a 404.
 */
export async function cancelPaymentLink(tx: Db, accountId: string, id: string, now: Date): Promise<PaymentRow> {
  const locked = await lockOpenLink(tx, accountId, id, 'cancelled');
  const expiresAt = locked.expiresAt < now ? locked.expiresAt : now;
  const [marked] = await tx
    .update(payments)
    .set({ cancelledAt: now, expiresAt })
    .where(eq(payments.id, id))
    .returning();
  return endNow(tx, marked!, now);
}
