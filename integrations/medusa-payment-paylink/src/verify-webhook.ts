import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a webhook's timestamp may be from now: a captured request cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

function header(headers: Record<string, unknown>, name: string): string | null {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  const value = Array.isArray(found) ? found[0] : found;
  return typeof value === 'string' ? value : null;
}

/**
 * The raw body of a Paylink webhook whose Standard Webhooks signature (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, keyed with the secret's bytes) is
 * valid for `secret` and whose timestamp is recent, else null. During a secret rotation the header carries two
 * signatures; either one will do.
 */
export function verifiedWebhookBody(
  secret: string,
  rawBody: string | Buffer,
  headers: Record<string, unknown>,
  now = Date.now(),
): string | null {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp)) return null;
  if (Math.abs(now / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) return null;
  const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  const matches = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? body : null;
}
