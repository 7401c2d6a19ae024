import { and, asc, eq } from 'drizzle-orm';
import type { WebhookDeliveryDetail } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { webhookAttempts, webhookDeliveries } from './schema';
import { toAttemptDto, toDeliveryDto } from './webhook-dtos';

/** One of the merchant's deliveries with the body it sends and every attempt; another merchant's is a 404. */
export async function getWebhookDelivery(
  db: Db,
  accountId: string,
  deliveryId: string,
): Promise<WebhookDeliveryDetail> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.accountId, accountId)));
  if (!row) throw new AppError('NOT_FOUND', 'Delivery not found', 404);
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, row.id))
    .orderBy(asc(webhookAttempts.id));
  return { ...toDeliveryDto(row), requestBody: row.body, attemptLog: attempts.map(toAttemptDto) };
}
