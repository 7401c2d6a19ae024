import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Pagination, Payment, PaymentStatus } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { payments } from '../schema';
import { storedStatuses, toPaymentDto } from './payment-dto';
import { merchantLinks } from './merchant-links';

/** One page of a merchant's own payment links (not their credit purchases), newest first. */
export async function listPayments(
  db: Db,
  accountId: string,
  query: {
    page: number;
    limit: number;
    status?: PaymentStatus;
    attention?: boolean;
    network?: string;
    payCurrency?: string;
  },
): Promise<{ payments: Payment[]; pagination: Pagination }> {
  const filters: SQL[] = [merchantLinks(accountId)];
  if (query.status) filters.push(inArray(payments.status, storedStatuses(query.status)));
  if (query.attention) filters.push(eq(payments.needsRefund, true));
  if (query.network) filters.push(eq(payments.network, query.network));
  if (query.payCurrency) filters.push(eq(payments.currency, query.payCurrency));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    payments: rows.map(toPaymentDto),
    pagination: { page: query.page, limit: query.limit, total: n, totalPages: Math.ceil(n / query.limit) },
  };
}
