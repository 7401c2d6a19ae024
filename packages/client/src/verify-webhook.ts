import type { webhooks } from './openapi.js';

/** Every event Paylink sends, typed from the document's `webhooks` section (narrow on `type`). */
export type WebhookEvent = {
  [K in keyof webhooks]: NonNullable<webhooks[K]['post']>['requestBody']['content']['application/json'];
}[keyof webhooks];

type Headers = Record<string, string | string[] | undefined> | { get(name: string): string | null };

export type WebhookVerification =
  | { ok: true; event: WebhookEvent; timestamp: number; scheme: 'standard-webhooks' | 'paylink-signature' }
  | { ok: false; reason: string };

export interface VerifyWebhookInput {
  /** The request body exactly as received (bytes decoded as UTF-8), before any JSON parsing. */
  rawBody: string;
  /** The request headers (Node's IncomingHttpHeaders, a Fetch Headers object, or any name → value map). */
  headers: Headers;
  /** Your signing secret (whsec_…), from Settings → Webhooks. */
  secret: string;
  /** Refuse signatures older or newer than this (default 300 s), so a captured request cannot be replayed later. */
  toleranceSeconds?: number;
  now?: Date;
}

function header(headers: Headers, name: string): string | undefined {
  if (typeof headers.get === 'function')
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  const value =
    (headers as Record<string, string | string[] | undefined>)[name] ??
    Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value[0] : (value as string | undefined);
}

const encoder = new TextEncoder();

async function hmacSha256(key: Uint8Array<ArrayBuffer>, message: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The key of a whsec_ secret for Standard Webhooks: its base64 (or base64url) part, decoded. */
function standardKey(secret: string): Uint8Array<ArrayBuffer> {
  const encoded = secret
    .replace(/^whsec_/, '')
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  return Uint8Array.from(atob(encoded.padEnd(Math.ceil(encoded.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
}

function withinTolerance(timestamp: number, input: VerifyWebhookInput): boolean {
  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
  return Math.abs(nowSeconds - timestamp) <= (input.toleranceSeconds ?? 300);
}

/** Standard Webhooks: webhook-signature `v1,<base64 HMAC-SHA256(key, "<id>.<timestamp>.<body>")>`, space-separated. */
async function verifyStandard(
  input: VerifyWebhookInput,
  id: string,
  signatureHeader: string,
): Promise<{ ok: true; timestamp: number } | { ok: false; reason: string }> {
  const timestamp = Number(header(input.headers, 'webhook-timestamp'));
  if (!Number.isInteger(timestamp)) return { ok: false, reason: 'malformed webhook-timestamp header' };
  if (!withinTolerance(timestamp, input)) return { ok: false, reason: 'timestamp outside the tolerance' };
  const expected = toBase64(await hmacSha256(standardKey(input.secret), `${id}.${timestamp}.${input.rawBody}`));
  const candidates = signatureHeader.split(' ').flatMap((part) => (part.startsWith('v1,') ? [part.slice(3)] : []));
  return candidates.some((candidate) => constantTimeEqual(candidate, expected))
    ? { ok: true, timestamp }
    : { ok: false, reason: 'no matching signature' };
}

/** Legacy Paylink-Signature: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, one v1 per active secret. */
async function verifyLegacy(
  input: VerifyWebhookInput,
  signatureHeader: string,
): Promise<{ ok: true; timestamp: number } | { ok: false; reason: string }> {
  const parts = signatureHeader.split(',').map((p) => p.trim().split('='));
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0)
    return { ok: false, reason: 'malformed Paylink-Signature header' };
  if (!withinTolerance(timestamp, input)) return { ok: false, reason: 'timestamp outside the tolerance' };
  const expected = toHex(await hmacSha256(encoder.encode(input.secret), `${timestamp}.${input.rawBody}`));
  return signatures.some((candidate) => constantTimeEqual(candidate, expected))
    ? { ok: true, timestamp }
    : { ok: false, reason: 'no matching signature' };
}

/**
 * Verifies a Paylink webhook and returns its typed event. Uses the Standard Webhooks headers when present
 * (webhook-id, webhook-timestamp, webhook-signature), else the legacy Paylink-Signature header. During a secret
 * rotation both secrets sign; either matching is enough. Deliveries can repeat: drop those whose event_id you have.
 */
export async function verifyWebhook(input: VerifyWebhookInput): Promise<WebhookVerification> {
  const id = header(input.headers, 'webhook-id');
  const standard = header(input.headers, 'webhook-signature');
  const legacy = header(input.headers, 'paylink-signature');
  const result =
    id && standard
      ? await verifyStandard(input, id, standard)
      : legacy
        ? await verifyLegacy(input, legacy)
        : ({ ok: false, reason: 'no signature header' } as const);
  if (!result.ok) return result;
  return {
    ok: true,
    event: JSON.parse(input.rawBody) as WebhookEvent,
    timestamp: result.timestamp,
    scheme: id && standard ? 'standard-webhooks' : 'paylink-signature',
  };
}
