import { WEBHOOK_TIMEOUT_MS, type PingWebhookEvent, type WebhookTestResult } from '@paylink/shared';
import type { Deps } from '../../deps';
import { accountOwner } from '../accounts/account-owner';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { postWebhook } from './post-webhook';
import { accountEndpoint } from './webhook-endpoint';
import { signingSecrets, webhookHeaders } from './webhook-signature';
import { assertWebhookUrlScheme } from '../../lib/webhook-url-rule';

/**
 * "Send test event": a signed `ping`, with one endpoint's secret (the primary one's by default), to the given URL
 * (else that endpoint's), sent now under the same
 * rules as real deliveries (SSRF guard, 10 s, no redirects, 4 KB), answering what the receiver said.
 */
export async function sendTestWebhook(
  deps: Deps,
  accountId: string,
  input: { url?: string; endpointId?: string },
  now = new Date(),
): Promise<WebhookTestResult> {
  const endpoint = await accountEndpoint(deps.db, accountId, input.endpointId);
  const target = input.url ?? endpoint.url;
  if (!target) throw new AppError('BAD_REQUEST', 'Set a webhook URL first', 400);
  assertWebhookUrlScheme(deps.config, target);
  const owner = await accountOwner(deps.db, accountId);
  const eventId = newId('evt');
  const event: PingWebhookEvent = {
    event_type: 'ping',
    type: 'ping',
    event_id: eventId,
    created_at: now.toISOString(),
    data: { user: { id: accountId, email: owner?.email ?? '' } },
  };
  const body = JSON.stringify(event);
  const result = await postWebhook(target, body, webhookHeaders(signingSecrets(endpoint, now), body, eventId, now), {
    allowPrivate: deps.config.webhooks.allowPrivate,
    allowInsecure: deps.config.allowInsecureWebhooks,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
  });
  return { url: target, ok: result.error === null, ...result };
}
