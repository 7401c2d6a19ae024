import { and, desc, eq } from 'drizzle-orm';
import type { Refund } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getPayment } from '../payments/links/get-payment';
import { toRefundDto } from './refund-dto';
import { refunds, type RefundRow } from './schema';

/** Every refund of a link, newest first, whoever's it is: the caller has checked, or checks, that the link is theirs to see. */
export function refundRowsOf(db: Db, paymentId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
}

/** Every refund of one of the merchant's links, newest first (404 for anyone else's link). */
export async function listRefunds(db: Db, accountId: string, paymentId: string): Promise<Refund[]> {
  const payment = await getPayment(db, paymentId, accountId);
  return (await refundRowsOf(db, payment.id)).map(toRefundDto);
}

/** The row of one refund of one of the merchant's links (404 for anyone else's). */
export async function refundRow(db: Db, accountId: string, paymentId: string, refundId: string): Promise<RefundRow> {
  const payment = await getPayment(db, paymentId, accountId);
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.paymentId, payment.id)));
  if (!row) throw new AppError('NOT_FOUND', 'Refund not found', 404);
  return row;
}

/** One refund of one of the merchant's links (what the refund modal polls for its live status). */
export async function getRefund(db: Db, accountId: string, paymentId: string, refundId: string): Promise<Refund> {
  return toRefundDto(await refundRow(db, accountId, paymentId, refundId));
}
