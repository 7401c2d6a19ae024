import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookEndpoints } from './schema';
import { newWebhookSecret, webhookEndpoint } from './webhook-endpoint';
import { toEndpointDto } from './webhook-dtos';

/** A new signing secret; the one it replaces keeps signing (as a second v1) for 24 hours. */
export async function rotateWebhookSecret(db: Db, accountId: string, now = new Date()) {
  const current = await webhookEndpoint(db, accountId);
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secret: newWebhookSecret(), previousSecret: current.secret, rotatedAt: now, updatedAt: now })
    .where(eq(webhookEndpoints.accountId, accountId))
    .returning();
  return toEndpointDto(row!, now);
}
