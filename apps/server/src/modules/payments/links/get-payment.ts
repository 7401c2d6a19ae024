import { and, eq } from 'drizzle-orm';
import { MSG } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { payments } from '../schema';
import { AppError } from '../../../lib/app-error';
import type { PaymentRow } from './payment-dto';

/** A payment by id; with a accountId, another merchant's payment is a 404 exactly like a missing one. */
export async function getPayment(db: Db, id: string, accountId?: string): Promise<PaymentRow> {
  const condition = accountId ? and(eq(payments.id, id), eq(payments.accountId, accountId)) : eq(payments.id, id);
  const [row] = await db.select().from(payments).where(condition);
  if (!row) throw new AppError('NOT_FOUND', MSG.paymentNotFound, 404);
  return row;
}
