import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import type { Payment } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { payments } from '../schema';
import { toPaymentDto } from './payment-dto';
import { merchantLinks } from './merchant-links';

/** The merchant's links completed in [from, end), oldest first, at most `limit` of them, and how many there are in all. */
export async function completedLinks(
  db: Db,
  accountId: string,
  range: { from: Date; end: Date; limit: number },
): Promise<{ links: Payment[]; total: number }> {
  const where = and(
    merchantLinks(accountId),
    eq(payments.status, 'COMPLETED'),
    gte(payments.completedAt, range.from),
    lt(payments.completedAt, range.end),
  );
  const [rows, [all]] = await Promise.all([
    db.select().from(payments).where(where).orderBy(asc(payments.completedAt), asc(payments.id)).limit(range.limit),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { links: rows.map(toPaymentDto), total: all?.n ?? 0 };
}
