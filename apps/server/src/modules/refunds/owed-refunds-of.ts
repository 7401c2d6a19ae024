import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OwedRefund } from '../payments/lifecycle/amount-owed';
import { refunds } from './schema';

/** A link's refunds as far as owing and the refund cap go: what payments reads through registerRefundsReader. */
export function owedRefundsOf(db: Db, paymentId: string): Promise<OwedRefund[]> {
  return db
    .select({
      transferId: refunds.transferId,
      amount: refunds.amount,
      currency: refunds.currency,
      status: refunds.status,
      toAddress: refunds.toAddress,
    })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
}
