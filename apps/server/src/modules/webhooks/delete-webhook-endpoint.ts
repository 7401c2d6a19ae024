import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { webhookEndpoints } from './schema';
import { accountEndpoint } from './webhook-endpoint';

/** Deletes one of the merchant's other endpoints with its deliveries; the primary one is cleared, not deleted. */
export async function deleteWebhookEndpoint(db: Db, accountId: string, endpointId: string): Promise<void> {
  const endpoint = await accountEndpoint(db, accountId, endpointId);
  if (endpoint.isPrimary)
    throw new AppError('BAD_REQUEST', 'The default endpoint cannot be deleted: clear its URL instead', 400);
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
}
