import { createHmac } from 'node:crypto';
import { WEBHOOK_ROTATION_OVERLAP_MS } from '@paylink/shared';
import type { webhookEndpoints } from './schema';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** The secrets that sign a delivery now: the current one, plus the previous one for 24 hours after a rotation. */
export function signingSecrets(endpoint: Pick<EndpointRow, 'secret' | 'previousSecret' | 'rotatedAt'>, now: Date): string[] {
  const overlap = endpoint.previousSecret && endpoint.rotatedAt && now.getTime() - endpoint.rotatedAt.getTime() < WEBHOOK_ROTATION_OVERLAP_MS;
  return overlap ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` with one v1 per secret. */
export function signatureHeader(secrets: string[], body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = secrets.map((secret) => `v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`);
  return [`t=${t}`, ...v1].join(',');
}

export const WEBHOOK_USER_AGENT = 'Paylink-Webhooks/1.0';

export function webhookHeaders(secrets: string[], body: string, eventId: string, now: Date): Record<string, string> {
  return {
    'user-agent': WEBHOOK_USER_AGENT,
    'paylink-event-id': eventId,
    'paylink-signature': signatureHeader(secrets, body, now),
  };
}
