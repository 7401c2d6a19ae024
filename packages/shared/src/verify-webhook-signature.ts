/**
 * Verifies a Paylink webhook (the sample the docs point to; copy it into your receiver). Works in Node 20+
 * (and any runtime with Web Crypto). Pass the raw request body exactly as received, the Paylink-Signature
 * header and your signing secret (whsec_...). During a secret rotation the header carries two v1 signatures;
 * either one matching is enough. Refuses signatures older or newer than the tolerance, so a captured request
 * cannot be replayed later.
 */
export async function verifyWebhookSignature(input: {
  rawBody: string;
  signatureHeader: string | undefined;
  secret: string;
  toleranceSeconds?: number;
  now?: Date;
}): Promise<{ ok: true; timestamp: number } | { ok: false; reason: string }> {
  const tolerance = input.toleranceSeconds ?? 300;
  const parts = (input.signatureHeader ?? '').split(',').map((p) => p.trim().split('='));
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) return { ok: false, reason: 'malformed Paylink-Signature header' };
  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - timestamp) > tolerance) return { ok: false, reason: 'timestamp outside the tolerance' };

  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(input.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${input.rawBody}`)));
  const expected = Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
  return signatures.some((candidate) => constantTimeEqual(candidate, expected)) ? { ok: true, timestamp } : { ok: false, reason: 'no matching signature' };
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
