import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { webhookEndpoints } from './schema';
import { webhookEndpoint } from './webhook-endpoint';
import { toEndpointDto } from './webhook-dtos';
import { assertWebhookUrlScheme } from '../../lib/webhook-url-rule';

/** Sets (or clears, with null) the merchant's default webhook URL, used by links without their own. Its caller may change webhooks, so sees the secret. */
export async function setWebhookUrl(deps: Pick<Deps, 'db' | 'config'>, accountId: string, url: string | null, now = new Date()) {
  if (url) assertWebhookUrlScheme(deps.config, url);
  await webhookEndpoint(deps.db, accountId);
  const [row] = await deps.db.update(webhookEndpoints).set({ url, updatedAt: now }).where(eq(webhookEndpoints.accountId, accountId)).returning();
  return toEndpointDto(row!, now, { revealSecret: true });
}
