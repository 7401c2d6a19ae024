import { and, eq, type SQL } from 'drizzle-orm';
import { MSG } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { payments } from '../schema';
import { AppError } from '../../../lib/app-error';
import type { PaymentRow } from './payment-dto';

/** Which payment a read is for: by id; with a accountId, only that merchant's. */
export function paymentIs(id: string, accountId?: string): SQL | undefined {
  return accountId ? and(eq(payments.id, id), eq(payments.accountId, accountId)) : eq(payments.id, id);
}

/** What a read of one payment found: another merchant's payment is a 404 exactly like a missing one. */
export function foundPayment<T>(found: T | undefined): T {
  if (!found) throw new AppError('NOT_FOUND', MSG.paymentNotFound, 404);
  return found;
}

/** A payment by id (with a accountId, that merchant's). */
export async function getPayment(db: Db, id: string, accountId?: string): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(paymentIs(id, accountId));
  return foundPayment(row);
}
