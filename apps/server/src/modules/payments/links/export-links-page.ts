import { and, asc, eq, gt, gte, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import type { PaymentStatus } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { storedStatuses, type PaymentRow } from './payment-dto';
import { paymentTransfers, payments } from '../schema';

type ExportTransfer = { paymentId: string; txId: string; payer: string | null };

/**
 * One page of a merchant's links for accounting, oldest first by (created_at, id), after `startingAfter` (a link id
 * of theirs), with the transfers that reached the merchant (counted and excess, not rejected) per link, in chain order.
 */
export async function exportLinksPage(
  db: Db,
  accountId: string,
  input: {
    from?: string;
    to?: string;
    status?: PaymentStatus;
    ids?: readonly string[];
    limit: number;
    startingAfter?: string;
  },
): Promise<{ rows: PaymentRow[]; transfers: Map<string, ExportTransfer[]> }> {
  const filters: SQL[] = [eq(payments.accountId, accountId), eq(payments.purpose, 'link')];
  if (input.from) filters.push(gte(payments.createdAt, new Date(input.from)));
  if (input.to) filters.push(lt(payments.createdAt, new Date(input.to)));
  if (input.status) filters.push(inArray(payments.status, storedStatuses(input.status)));
  // Only these links (a POS shift's sales); none given, none found.
  if (input.ids) filters.push(inArray(payments.id, input.ids.length > 0 ? [...input.ids] : ['']));
  if (input.startingAfter) {
    const [cursor] = await db
      .select({ createdAt: payments.createdAt, id: payments.id })
      .from(payments)
      .where(
        and(eq(payments.id, input.startingAfter), eq(payments.accountId, accountId), eq(payments.purpose, 'link')),
      );
    if (!cursor)
      throw new AppError('VALIDATION_ERROR', 'starting_after must be the id of one of your payment links', 400);
    filters.push(
      or(
        gt(payments.createdAt, cursor.createdAt),
        and(eq(payments.createdAt, cursor.createdAt), gt(payments.id, cursor.id)),
      )!,
    );
  }
  const rows = await db
    .select()
    .from(payments)
    .where(and(...filters))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(input.limit);
  if (rows.length === 0) return { rows, transfers: new Map() };
  // Money that reached the merchant (counted and excess transfers), in chain order.
  const transfers = await db
    .select({ paymentId: paymentTransfers.paymentId, txId: paymentTransfers.txId, payer: paymentTransfers.payer })
    .from(paymentTransfers)
    .where(
      and(
        inArray(
          paymentTransfers.paymentId,
          rows.map((r) => r.id),
        ),
        ne(paymentTransfers.outcome, 'rejected'),
      ),
    )
    .orderBy(asc(paymentTransfers.block), asc(paymentTransfers.createdAt));
  const byPayment = new Map<string, typeof transfers>();
  for (const t of transfers) byPayment.set(t.paymentId, [...(byPayment.get(t.paymentId) ?? []), t]);
  return { rows, transfers: byPayment };
}
