import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OwedRefund } from '../payments/lifecycle/amount-owed';
import { refunds } from './schema';

/** A link's refunds as far as owing and the refund cap go: what payments reads through registerRefundsReader (never a refund of a payment sent on the wrong network: the link did not count it). */
export function owedRefundsOf(db: Db, paymentId: string): Promise<OwedRefund[]> {
  return db
    .select({
      transferId: refunds.transferId,
      amount: refunds.amount,
      currency: refunds.currency,
      status: refunds.status,
      toAddress: refunds.toAddress,
      expiresAt: refunds.expiresAt,
    })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), isNull(refunds.misdirectedId)));
}
