import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifiedWebhookBody } from './verify-webhook';

const secret = `whsec_${Buffer.from('a 32-byte test signing secret!!!').toString('base64')}`;
const other = `whsec_${Buffer.from('another secret of 32 bytes here!').toString('base64')}`;
const body = '{"event_type":"payment.completed"}';
const now = 1_800_000_000_000;

function signed(withSecret: string, timestamp = now / 1000, id = 'evt_1') {
  const key = Buffer.from(withSecret.slice('whsec_'.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1,${signature}` };
}

describe('verifiedWebhookBody (Standard Webhooks)', () => {
  it('accepts a signature made with the secret, from a Buffer or a string, whatever the header case', () => {
    expect(verifiedWebhookBody(secret, body, signed(secret), now)).toBe(body);
    const upper = Object.fromEntries(Object.entries(signed(secret)).map(([k, v]) => [k.toUpperCase(), v]));
    expect(verifiedWebhookBody(secret, Buffer.from(body), upper, now)).toBe(body);
  });

  it('accepts either signature during a rotation', () => {
    const headers = {
      ...signed(secret),
      'webhook-signature': `${signed(other)['webhook-signature']} ${signed(secret)['webhook-signature']}`,
    };
    expect(verifiedWebhookBody(secret, body, headers, now)).toBe(body);
  });

  it('refuses another secret, a changed body, a changed id and missing headers', () => {
    expect(verifiedWebhookBody(secret, body, signed(other), now)).toBeNull();
    expect(verifiedWebhookBody(secret, body.replace('completed', 'created'), signed(secret), now)).toBeNull();
    expect(verifiedWebhookBody(secret, body, { ...signed(secret), 'webhook-id': 'evt_2' }, now)).toBeNull();
    expect(verifiedWebhookBody(secret, body, { 'webhook-id': 'evt_1' }, now)).toBeNull();
    expect(verifiedWebhookBody(secret, body, { ...signed(secret), 'webhook-signature': 'v1,' }, now)).toBeNull();
  });

  it('refuses a timestamp more than 5 minutes away (a captured request replayed later)', () => {
    expect(verifiedWebhookBody(secret, body, signed(secret, now / 1000 - 301), now)).toBeNull();
    expect(verifiedWebhookBody(secret, body, signed(secret, now / 1000 + 301), now)).toBeNull();
    expect(verifiedWebhookBody(secret, body, signed(secret, now / 1000 - 299), now)).toBe(body);
  });
});
