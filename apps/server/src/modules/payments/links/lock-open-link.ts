import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { payments } from '../schema';
import { foundPayment, paymentIs } from './get-payment';
import type { PaymentRow } from './payment-dto';

/**
 * The merchant's own link, locked for update, still open (PENDING): what cancelling and editing start from. Another
 * merchant's link is a 404; a link that is paid or ended is a 409 saying what it is and that only an open one can be
 * `done` ("cancelled", "edited").
 */
export async function lockOpenLink(tx: Db, accountId: string, id: string, done: string): Promise<PaymentRow> {
  const locked = foundPayment(
    (
      await tx
        .select()
        .from(payments)
        .where(and(paymentIs(id, accountId), eq(payments.purpose, 'link')))
        .for('update')
    )[0],
  );
  if (locked.status !== 'PENDING')
    throw new AppError(
      'CONFLICT',
      `This link is ${locked.status === 'CONFIRMED' ? 'paid' : locked.status} already: only an open link can be ${done}`,
      409,
    );
  return locked;
}
