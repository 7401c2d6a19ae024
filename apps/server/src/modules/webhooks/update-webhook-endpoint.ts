import { eq } from 'drizzle-orm';
import type { OUTBOX_EVENT_TYPES, WebhookEndpoint } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { assertWebhookUrlScheme } from '../../lib/webhook-url-rule';
import { webhookEndpoints } from './schema';
import { accountEndpoint } from './webhook-endpoint';
import { toEndpointDto } from './webhook-dtos';

/**
 * Changes an endpoint's URL and/or event filter (the primary one when no id is given). Only the primary URL may
 * be cleared (null): links without their own webhookUrl then have no endpoint. Its caller may change webhooks, so sees the secret.
 */
export async function updateWebhookEndpoint(
  deps: Pick<Deps, 'db' | 'config'>,
  accountId: string,
  endpointId: string | undefined,
  input: { url?: string | null; events?: (typeof OUTBOX_EVENT_TYPES)[number][] | null },
  now = new Date(),
): Promise<WebhookEndpoint> {
  const endpoint = await accountEndpoint(deps.db, accountId, endpointId);
  if (input.url) assertWebhookUrlScheme(deps.config, input.url);
  if (input.url === null && !endpoint.isPrimary)
    throw new AppError('BAD_REQUEST', 'Delete this endpoint instead of clearing its URL', 400);
  const [row] = await deps.db
    .update(webhookEndpoints)
    .set({
      ...(input.url !== undefined && { url: input.url }),
      ...(input.events !== undefined && { events: input.events }),
      updatedAt: now,
    })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  return toEndpointDto(row!, now, { revealSecret: true });
}
