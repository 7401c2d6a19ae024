import http from 'node:http';
import type { AddressInfo } from 'node:net';
// The real product, started the way the e2e suite starts it (from the repo root, on the local chains).
import { startProduct, type Product } from '../../../e2e/support/start-product';

export interface Delivery {
  headers: Record<string, string>;
  rawBody: string;
  event: { event_type: string; data: { payment: { id: string; status: string } } };
}

/** A webhook endpoint on 127.0.0.1 that keeps every delivery. */
export async function startReceiver() {
  const received: Delivery[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers as Record<string, string>, rawBody, event: JSON.parse(rawBody) });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/medusa/webhooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function call<T>(
  product: Product,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${product.baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; data: T };
  if (!res.ok || !json.success) throw new Error(`${method} ${path} -> ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Waits until `find` returns something, polling every `everyMs`. */
export async function eventually<T>(
  find: () => Promise<T | undefined> | T | undefined,
  everyMs = 300,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * The product with webhooks to http://127.0.0.1 polled every 200 ms, and the seeded demo merchant (an active plan,
 * credits and a Solana wallet) signed in, with an API key and its default webhook URL set to `webhookUrl`.
 */
export async function paylinkWithMerchant(webhookUrl: string) {
  const product = await startProduct({ env: { ALLOW_INSECURE_WEBHOOKS: 'true', WEBHOOK_POLL_INTERVAL_MS: '200' } });
  const { token } = await call<{ token: string }>(product, 'POST', '/api/auth/login', undefined, {
    email: 'demo@paylink.local',
    password: 'DemoMerchant1',
  });
  const { apiKey } = await call<{ apiKey: string }>(product, 'POST', '/api/auth/generate-api-key', token);
  const { endpoint } = await call<{ endpoint: { secret: string } }>(product, 'PUT', '/api/webhooks/endpoint', token, {
    url: webhookUrl,
  });
  return { product, token, apiKey, webhookSecret: endpoint.secret };
}

/** Pays the link with the local chain's test wallet (the product's `test-pay`, local chains only). */
export function payWithTestWallet(product: Product, linkId: string) {
  return call<{ signature: string }>(product, 'POST', `/api/payments/${encodeURIComponent(linkId)}/test-pay`);
}
