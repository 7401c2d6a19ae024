import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { listWebhookDeliveriesQuerySchema } from '@paylink/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { webhookDeliveries } from './schema';
import { toDeliveryDto } from './webhook-dtos';

/** The merchant's deliveries, newest event first, optionally for one payment, one payout or in one state. */
export async function listWebhookDeliveries(
  db: Db,
  accountId: string,
  query: z.output<typeof listWebhookDeliveriesQuerySchema>,
) {
  const filters: SQL[] = [eq(webhookDeliveries.accountId, accountId)];
  if (query.paymentId) filters.push(eq(webhookDeliveries.paymentId, query.paymentId));
  if (query.payoutId) filters.push(eq(webhookDeliveries.payoutId, query.payoutId));
  if (query.status) filters.push(eq(webhookDeliveries.status, query.status));
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(...filters))
    .orderBy(desc(webhookDeliveries.eventCreatedAt), desc(webhookDeliveries.id))
    .limit(query.limit);
  return rows.map(toDeliveryDto);
}
