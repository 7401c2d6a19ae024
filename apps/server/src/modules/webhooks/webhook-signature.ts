import { createHmac } from 'node:crypto';
import { WEBHOOK_ROTATION_OVERLAP_MS } from '@paylink/shared';
import type { webhookEndpoints } from './schema';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** The secrets that sign a delivery now: the current one, plus the previous one for 24 hours after a rotation. */
export function signingSecrets(
  endpoint: Pick<EndpointRow, 'secret' | 'previousSecret' | 'rotatedAt'>,
  now: Date,
): string[] {
  const overlap =
    endpoint.previousSecret &&
    endpoint.rotatedAt &&
    now.getTime() - endpoint.rotatedAt.getTime() < WEBHOOK_ROTATION_OVERLAP_MS;
  return overlap ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

/** The key bytes of a `whsec_<base64>` secret (Standard Webhooks); secrets made before it used base64url, also read here. */
function secretBytes(secret: string): Buffer {
  return Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
}

/**
 * Standard Webhooks (standardwebhooks.com): `v1,<base64 HMAC-SHA256(secret bytes, "<id>.<timestamp>.<body>")>`,
 * one per secret, space-separated during a rotation.
 */
export function standardSignature(secrets: string[], eventId: string, timestampS: number, body: string): string {
  return secrets
    .map(
      (secret) =>
        `v1,${createHmac('sha256', secretBytes(secret)).update(`${eventId}.${timestampS}.${body}`).digest('base64')}`,
    )
    .join(' ');
}

/** Legacy `Paylink-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret string, "<t>.<body>")>`, one v1 per secret. */
export function legacySignature(secrets: string[], timestampS: number, body: string): string {
  const v1 = secrets.map(
    (secret) => `v1=${createHmac('sha256', secret).update(`${timestampS}.${body}`).digest('hex')}`,
  );
  return [`t=${timestampS}`, ...v1].join(',');
}

export const WEBHOOK_USER_AGENT = 'Paylink-Webhooks/1.0';

export function webhookHeaders(secrets: string[], body: string, eventId: string, now: Date): Record<string, string> {
  const timestampS = Math.floor(now.getTime() / 1000);
  return {
    'user-agent': WEBHOOK_USER_AGENT,
    'webhook-id': eventId,
    'webhook-timestamp': String(timestampS),
    'webhook-signature': standardSignature(secrets, eventId, timestampS, body),
    'paylink-event-id': eventId,
    'paylink-signature': legacySignature(secrets, timestampS, body),
  };
}
