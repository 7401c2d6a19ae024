import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { postWebhook } from './post-webhook';
import { isPublicAddress } from '../../lib/public-address';

let receiver: WebhookReceiver;
beforeAll(async () => {
  // The HTTP transport alone, with arbitrary bodies: not Paylink events, so no contract check.
  receiver = await startWebhookReceiver(undefined, { checkContract: false });
});
afterAll(() => receiver.close());

const production = { allowPrivate: false, allowInsecure: true, timeoutMs: 2000 };
const development = { allowPrivate: true, allowInsecure: true, timeoutMs: 2000 };

describe('SSRF guard', () => {
  it.each([
    ['loopback', 'http://127.0.0.1:PORT/hook'],
    ['10/8', 'http://10.1.2.3:PORT/hook'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'http://[::1]:PORT/hook'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]:PORT/hook'],
    ['a hostname resolving to 127.0.0.1', 'http://localhost:PORT/hook'],
  ])('refuses %s in production, before connecting', async (_name, url) => {
    const before = receiver.received.length;
    const result = await postWebhook(url.replace('PORT', String(receiver.port)), '{}', {}, production);
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/^refused: /);
    expect(receiver.received.length).toBe(before);
  });

  it.each([
    ['loopback', 'http://127.0.0.1:PORT/hook'],
    ['a hostname resolving to 127.0.0.1', 'http://localhost:PORT/hook'],
  ])('delivers to %s with WEBHOOK_ALLOW_PRIVATE=true', async (_name, url) => {
    const before = receiver.received.length;
    const result = await postWebhook(url.replace('PORT', String(receiver.port)), '{"a":1}', {}, development);
    expect(result).toMatchObject({ statusCode: 200, error: null, responseBody: 'ok' });
    expect(receiver.received.length).toBe(before + 1);
  });

  it('with WEBHOOK_ALLOW_PRIVATE=true a 10/8 address is attempted, not refused', async () => {
    const result = await postWebhook('http://10.255.255.1:9/hook', '{}', {}, { ...development, timeoutMs: 200 });
    expect(result.error ?? '').not.toMatch(/^refused/);
  });

  it('separates the timeouts: connect, first byte, and the whole attempt', async () => {
    // Accepts the connection and never answers: the first-byte limit ends it, not the total.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const hung = await postWebhook(
      `http://127.0.0.1:${port}/hook`,
      '{}',
      {},
      { ...development, timeoutMs: 5000, firstByteTimeoutMs: 100 },
    );
    expect(hung).toMatchObject({ statusCode: null, error: 'no response within 0.1 s' });
    // Headers come at once but the body never ends: the total limit ends it.
    const trickle = createServer((_req, res) => {
      res.writeHead(200);
      res.write('x');
    });
    await new Promise<void>((resolve) => trickle.listen(0, '127.0.0.1', resolve));
    const slow = await postWebhook(
      `http://127.0.0.1:${(trickle.address() as AddressInfo).port}/hook`,
      '{}',
      {},
      { ...development, timeoutMs: 300, firstByteTimeoutMs: 100 },
    );
    expect(slow).toMatchObject({ statusCode: null, error: 'timed out after 0.3 s' });
    silent.closeAllConnections();
    trickle.closeAllConnections();
    await Promise.all([new Promise((r) => silent.close(r)), new Promise((r) => trickle.close(r))]);
  });

  it('keeps a binary answer storable: NUL characters are dropped from the snippet', async () => {
    const binary = await startWebhookReceiver(() => ({ status: 200, body: 'a\u0000b' }), { checkContract: false });
    const result = await postWebhook(`${binary.url}/hook`, '{}', {}, development);
    await binary.close();
    expect(result.responseBody).toBe('ab');
  });

  it('refuses plain http unless ALLOW_INSECURE_WEBHOOKS=true', async () => {
    const result = await postWebhook(
      `http://127.0.0.1:${receiver.port}/hook`,
      '{}',
      {},
      { ...development, allowInsecure: false },
    );
    expect(result.error).toBe('refused: webhook URLs must use https');
  });

  it('classifies addresses with ipaddr.js: only public unicast passes', () => {
    for (const ip of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00:ec2::254',
      'fe80::1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
    for (const ip of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) expect(isPublicAddress(ip), ip).toBe(true);
  });
});
