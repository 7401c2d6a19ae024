import { count, eq } from 'drizzle-orm';
import { MAX_WEBHOOK_ENDPOINTS, type OUTBOX_EVENT_TYPES, type WebhookEndpoint } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { assertWebhookUrlScheme } from '../../lib/webhook-url-rule';
import { webhookEndpoints } from './schema';
import { newWebhookSecret, webhookEndpoint } from './webhook-endpoint';
import { toEndpointDto } from './webhook-dtos';

/**
 * Another endpoint with its own URL, event filter (null: every event) and signing secret. At most
 * MAX_WEBHOOK_ENDPOINTS per merchant, the primary one included. Its caller may change webhooks, so sees the secret.
 */
export async function addWebhookEndpoint(
  deps: Pick<Deps, 'db' | 'config'>,
  accountId: string,
  input: { url: string; events: (typeof OUTBOX_EVENT_TYPES)[number][] | null },
  now = new Date(),
): Promise<WebhookEndpoint> {
  assertWebhookUrlScheme(deps.config, input.url);
  await webhookEndpoint(deps.db, accountId);
  return deps.db.transaction(async (tx) => {
    // Serialises concurrent adds of one merchant, so the cap holds.
    await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.accountId, accountId))
      .for('update');
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.accountId, accountId))) as [{ n: number }];
    if (n >= MAX_WEBHOOK_ENDPOINTS)
      throw new AppError('CONFLICT', `At most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints per account`, 409);
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        accountId,
        url: input.url,
        events: input.events,
        secret: newWebhookSecret(),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toEndpointDto(row!, now, { revealSecret: true });
  });
}
