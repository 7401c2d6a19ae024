import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import pino from 'pino';
import { verifyWebhook } from '@paylink/client';
import { Webhook } from 'standardwebhooks';
import { base58Encode, type Payment } from '@paylink/shared';
import { paymentEvents } from '../payments/schema';
import { createDeps } from '../../create-deps';
import { bearer, createTestContext, signUpWithCredits, type TestContext } from '../../test/test-app';
import { payLink } from '../../test/pay-link';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookAnswer, type WebhookReceiver } from '../../test/webhook-receiver';
import { claimDueDeliveries } from './claim-due-deliveries';
import { createWebhookPool, deliverDueWebhooks } from './deliver-due-webhooks';
import { BREAKER_THRESHOLD } from './record-attempt';
import { enqueueWebhookEvents } from './enqueue-webhook-events';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './schema';

let ctx: TestContext;
let receiver: WebhookReceiver;
let now: Date;
const answers = new Map<string, (r: ReceivedWebhook, index: number) => WebhookAnswer>();
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false', ALLOW_INSECURE_WEBHOOKS: 'true', WEBHOOK_ALLOW_PRIVATE: 'true' });
  receiver = await startWebhookReceiver((r, i) => (answers.get(r.path) ?? (() => ({ status: 200, body: 'ok' })))(r, i));
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});
beforeEach(() => {
  now = new Date();
});

// Enough senders that one round reaches every endpoint with due work (other tests' merchants included).
const deliver = (deps = ctx.deps) => deliverDueWebhooks(deps, { now: () => now, timeoutMs: 1000, concurrency: 500 });
const at = (path: string) => receiver.received.filter((r) => r.path === path);
let paths = 0;
function newPath(answer?: (r: ReceivedWebhook, index: number) => WebhookAnswer): string {
  paths += 1;
  const path = `/hook-${paths}`;
  if (answer) answers.set(path, (r) => answer(r, at(path).indexOf(r)));
  return path;
}

const merchant = () => signUpWithCredits(ctx, 100);

async function newLink(token: string, webhookUrl?: string): Promise<Payment> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label: 'Order 7', amount: '1.5', reference: 'order-7', metadata: { cart: 'c1' }, walletAddress: base58Encode(randomBytes(32)), webhookUrl },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}

async function secretOf(userId: string) {
  const [endpoint] = await ctx.deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
  return endpoint!.secret;
}

/** Standard Webhooks, checked with the official `standardwebhooks` library exactly as a merchant would. */
function standardVerified(request: ReceivedWebhook, secret: string): boolean {
  try {
    new Webhook(secret).verify(request.rawBody, request.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

/** Whether one of the space-separated Standard Webhooks signatures is the library's own for `secret` (any timestamp). */
function signedBy(request: ReceivedWebhook, secret: string): boolean {
  const [id, timestamp] = [String(request.headers['webhook-id']), Number(request.headers['webhook-timestamp'])];
  const expected = new Webhook(secret).sign(id, new Date(timestamp * 1000), request.rawBody);
  return String(request.headers['webhook-signature']).split(' ').includes(expected);
}

/** The legacy Paylink-Signature, checked independently of the product's signing code. */
function independentlyVerified(request: ReceivedWebhook, secret: string): boolean {
  const header = String(request.headers['paylink-signature']);
  const t = /(?:^|,)t=(\d+)/.exec(header)?.[1];
  if (!t) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${request.rawBody}`).digest('hex'));
  return [...header.matchAll(/v1=([0-9a-f]+)/g)].some((m) => m[1]!.length === expected.length && timingSafeEqual(Buffer.from(m[1]!), expected));
}

async function deliveriesOf(paymentId: string) {
  return ctx.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.paymentId, paymentId)).orderBy(webhookDeliveries.eventCreatedAt);
}

describe('webhook delivery to a real local receiver', () => {
  // First in the file, while no delivery exists yet: as on an existing database when webhooks are deployed.
  it('does not send events older than the 3-day retry window (no flood of stale events)', async () => {
    const m = await merchant();
    const path = newPath();
    const old = await newLink(m.token, `${receiver.url}${path}`);
    await ctx.deps.db.update(paymentEvents).set({ createdAt: new Date(Date.now() - 4 * 24 * HOUR) }).where(eq(paymentEvents.paymentId, old.id));
    const fresh = await newLink(m.token, `${receiver.url}${path}`);
    await deliver();
    expect(at(path).map((r) => JSON.parse(r.rawBody).data.payment.id)).toEqual([fresh.id]);
    expect(await deliveriesOf(old.id)).toEqual([]);
  });

  it('sends a signed payment.created the receiver can verify, with the SPEC payload and headers', async () => {
    const m = await merchant();
    const path = newPath();
    const link = await newLink(m.token, `${receiver.url}${path}`);
    await deliver();

    const [request] = at(path);
    expect(request).toBeDefined();
    const secret = await secretOf(m.userId);
    expect(secret).toMatch(/^whsec_/);
    expect(independentlyVerified(request!, secret)).toBe(true);
    expect(independentlyVerified(request!, `${secret}x`)).toBe(false);
    expect(request!.headers).toMatchObject({ 'webhook-id': JSON.parse(request!.rawBody).event_id, 'webhook-timestamp': expect.stringMatching(/^\d+$/) });
    expect(request!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(standardVerified(request!, secret)).toBe(true);
    expect(standardVerified(request!, `whsec_${randomBytes(24).toString('base64')}`)).toBe(false);
    expect(standardVerified({ ...request!, rawBody: request!.rawBody.replace('payment.created', 'payment.completed') }, secret)).toBe(false);
    // The verifier merchants get in @paylink/client accepts it, and refuses it once it is stale.
    expect(await verifyWebhook({ rawBody: request!.rawBody, headers: request!.headers, secret, now })).toMatchObject({ ok: true, event: { type: 'payment.created' } });
    expect((await verifyWebhook({ rawBody: request!.rawBody, headers: request!.headers, secret, now: new Date(now.getTime() + 301_000) })).ok).toBe(false);

    const body = JSON.parse(request!.rawBody);
    expect(body).toEqual({
      event_type: 'payment.created',
      type: 'payment.created',
      event_id: expect.stringMatching(/^evt_/),
      created_at: expect.any(String),
      data: {
        payment: expect.objectContaining({
          id: link.id,
          amount: '1.5',
          currency: 'SOL',
          status: 'PENDING',
          transaction_signature: null,
          completed_at: null,
          amount_received: null,
          reference: 'order-7',
          metadata: { cart: 'c1' },
        }),
        user: { id: m.userId, email: m.email },
      },
    });
    expect(request!.headers['paylink-event-id']).toBe(body.event_id);
    expect(request!.headers['user-agent']).toMatch(/^Paylink-Webhooks\/\d/);
    expect(request!.headers['content-type']).toBe('application/json');
    const [delivery] = await deliveriesOf(link.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 200 });
  });

  it('retries after 500s with backoff, keeps the event_id, then succeeds; every attempt is stored', async () => {
    const m = await merchant();
    const path = newPath((_r, i) => (i < 2 ? { status: 500, body: 'boom' } : { status: 204 }));
    const link = await newLink(m.token, `${receiver.url}${path}`);
    await deliver();
    expect(at(path)).toHaveLength(1);
    await deliver();
    expect(at(path)).toHaveLength(1); // not due yet: backoff
    const [pending] = await deliveriesOf(link.id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(pending!.nextAttemptAt!.getTime()).toBeGreaterThan(now.getTime());

    for (let i = 0; i < 2; i += 1) {
      now = new Date(now.getTime() + 7 * HOUR);
      await deliver();
    }
    const requests = at(path);
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((r) => r.headers['paylink-event-id'])).size).toBe(1);
    expect(new Set(requests.map((r) => r.rawBody)).size).toBe(1);
    const [done] = await deliveriesOf(link.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 3, lastStatusCode: 204 });
    const attempts = await ctx.deps.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, done!.id)).orderBy(webhookAttempts.id);
    expect(attempts.map((a) => [a.statusCode, a.responseBody])).toEqual([
      [500, 'boom'],
      [500, 'boom'],
      [204, ''],
    ]);
    expect(attempts[0]!.url).toBe(`${receiver.url}${path}`);
  });

  it('counts a timeout as a failure and keeps at most 4 KB of an answer', async () => {
    const m = await merchant();
    const path = newPath((_r, i) => (i === 0 ? { status: 200, delayMs: 3000 } : { status: 500, body: 'x'.repeat(10_000) }));
    const link = await newLink(m.token, `${receiver.url}${path}`);
    await deliver();
    let [delivery] = await deliveriesOf(link.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null, lastError: 'timed out after 1 s' });
    now = new Date(now.getTime() + 7 * HOUR);
    await deliver();
    [delivery] = await deliveriesOf(link.id);
    const attempts = await ctx.deps.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery!.id)).orderBy(webhookAttempts.id);
    expect(attempts[1]!.responseBody).toHaveLength(4096);
  });

  it('does not follow a redirect: a 3xx is a failed attempt and nothing reaches the target', async () => {
    const m = await merchant();
    const target = newPath();
    const path = newPath(() => ({ status: 302, headers: { location: `${receiver.url}${target}` } }));
    const link = await newLink(m.token, `${receiver.url}${path}`);
    await deliver();
    expect(at(path)).toHaveLength(1);
    expect(at(target)).toHaveLength(0);
    const [delivery] = await deliveriesOf(link.id);
    expect(delivery).toMatchObject({ status: 'pending', lastStatusCode: 302, lastError: 'HTTP 302' });
  });

  it('sends a link’s events in order: later events wait while payment.created is still failing', async () => {
    const m = await merchant();
    let healthy = false;
    const path = newPath(() => (healthy ? { status: 200 } : { status: 503 }));
    const link = await newLink(m.token, `${receiver.url}${path}`);
    await payLink(ctx.deps.db, link.id, 500_000_000n);
    await payLink(ctx.deps.db, link.id, 1_000_000_000n);
    await deliver();
    now = new Date(now.getTime() + 7 * HOUR);
    await deliver();
    expect(at(path).map((r) => JSON.parse(r.rawBody).event_type)).toEqual(['payment.created', 'payment.created']);

    healthy = true;
    now = new Date(now.getTime() + 7 * HOUR);
    await deliver();
    await deliver();
    await deliver();
    expect(at(path).map((r) => JSON.parse(r.rawBody).event_type)).toEqual(['payment.created', 'payment.created', 'payment.created', 'payment.partially_paid', 'payment.completed']);
    const partial = JSON.parse(at(path)[3]!.rawBody);
    expect(partial.data.payment).toMatchObject({ status: 'PENDING', amount_received: '0.5' });
    expect(partial.data.transfer).toMatchObject({ amount: '0.5', currency: 'SOL' });
    const completed = JSON.parse(at(path)[4]!.rawBody);
    expect(completed.data.payment).toMatchObject({ status: 'COMPLETED', amount_received: '1.5', completed_at: expect.any(String), transaction_signature: expect.any(String) });
  });

  it('lists an event without any URL as "no endpoint" and sends nothing', async () => {
    const m = await merchant();
    const link = await newLink(m.token);
    const before = receiver.received.length;
    await deliver();
    expect(receiver.received.length).toBe(before);
    expect(await deliveriesOf(link.id)).toEqual([expect.objectContaining({ status: 'no_endpoint', url: null, attempts: 0 })]);
  });

  it('survives a worker restart in the middle of retries (all state is in the database)', async () => {
    const m = await merchant();
    let up = false;
    const path = newPath(() => (up ? { status: 200 } : { status: 500 }));
    const link = await newLink(m.token, `${receiver.url}${path}`);
    const first = await createDeps(ctx.database, ctx.deps.config, pino({ level: 'silent' }));
    await deliver(first);
    expect(at(path)).toHaveLength(1);

    // A new process: new dependencies over the same database, nothing carried over in memory.
    up = true;
    const second = await createDeps(ctx.database, ctx.deps.config, pino({ level: 'silent' }));
    now = new Date(now.getTime() + 7 * HOUR);
    await deliver(second);
    expect(at(path)).toHaveLength(2);
    expect(at(path)[1]!.headers['paylink-event-id']).toBe(at(path)[0]!.headers['paylink-event-id']);
    expect((await deliveriesOf(link.id))[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('sends again after a worker died between claiming and recording (at-least-once, after the lease)', async () => {
    const m = await merchant();
    const path = newPath();
    const link = await newLink(m.token, `${receiver.url}${path}`);
    await enqueueWebhookEvents(ctx.deps.db, now);
    const claimed = await claimDueDeliveries(ctx.deps.db, { now, leaseMs: 60_000, limit: 100, perEndpoint: 100 });
    expect(claimed.map((c) => c.event_id)).toContain((await deliveriesOf(link.id))[0]!.eventId);
    // The claiming worker is gone. Others leave the delivery alone until its lease ends, then send it.
    await deliver();
    expect(at(path)).toHaveLength(0);
    now = new Date(now.getTime() + 61_000);
    await deliver();
    expect(at(path)).toHaveLength(1);
    expect((await deliveriesOf(link.id))[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('never sends one attempt twice when two workers run at once', async () => {
    const m = await merchant();
    const path = newPath(() => ({ status: 200, delayMs: 20 }));
    const links = [];
    for (let i = 0; i < 12; i += 1) links.push(await newLink(m.token, `${receiver.url}${path}`));
    // Several workers at once, round after round (each endpoint has at most 4 in flight, so it takes a few).
    for (let round = 0; round < 5; round += 1) await Promise.all([deliver(), deliver(), deliver()]);
    const eventIds = at(path).map((r) => r.headers['paylink-event-id']);
    expect(eventIds).toHaveLength(12);
    expect(new Set(eventIds).size).toBe(12);
  });

  it('in production mode refuses a link URL that resolves to a private address and logs why, sending nothing', async () => {
    const m = await merchant();
    const path = newPath();
    const link = await newLink(m.token, `http://localhost:${receiver.port}${path}`);
    const production = { ...ctx.deps, config: { ...ctx.deps.config, webhooks: { ...ctx.deps.config.webhooks, allowPrivate: false } } };
    await deliver(production);
    expect(at(path)).toHaveLength(0);
    const [delivery] = await deliveriesOf(link.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null, lastError: expect.stringMatching(/^refused: localhost resolves to non-public address/) });
  });

  it('signs with both secrets for 24 hours after a rotation, then only the new one', async () => {
    const m = await merchant();
    const path = newPath();
    const rotated = await ctx.app.inject({ method: 'POST', url: '/api/webhooks/endpoint/rotate-secret', headers: bearer(m.token) });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const previous = (await ctx.deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, m.userId)))[0]!.previousSecret!;
    const current = rotated.json().data.endpoint.secret as string;
    expect(current).not.toBe(previous);

    await newLink(m.token, `${receiver.url}${path}`);
    await deliver();
    const [during] = at(path);
    expect(String(during!.headers['paylink-signature']).match(/v1=/g)).toHaveLength(2);
    expect(String(during!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(signedBy(during!, current)).toBe(true);
    expect(signedBy(during!, previous)).toBe(true);
    expect(independentlyVerified(during!, current)).toBe(true);
    expect(independentlyVerified(during!, previous)).toBe(true);

    now = new Date(now.getTime() + 25 * HOUR);
    await newLink(m.token, `${receiver.url}${path}`);
    await deliver();
    const after = at(path)[1]!;
    expect(String(after.headers['paylink-signature']).match(/v1=/g)).toHaveLength(1);
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(signedBy(after, current)).toBe(true);
    expect(signedBy(after, previous)).toBe(false);
    expect(independentlyVerified(after, current)).toBe(true);
    expect(independentlyVerified(after, previous)).toBe(false);
  });
});

describe('fair delivery: one merchant cannot slow another', () => {
  it('claims round-robin across endpoints within a cap per endpoint, counting what is in flight', async () => {
    const noisy = await merchant();
    const quiet = await merchant();
    for (let i = 0; i < 12; i += 1) await newLink(noisy.token, `${receiver.url}${newPath()}`);
    const quietLink = await newLink(quiet.token, `${receiver.url}${newPath()}`);
    await enqueueWebhookEvents(ctx.deps.db, now);
    const first = await claimDueDeliveries(ctx.deps.db, { now, leaseMs: 60_000, limit: 6, perEndpoint: 3 });
    expect(first.filter((d) => d.user_id === noisy.userId)).toHaveLength(3);
    expect(first.map((d) => d.event_id)).toContain((await deliveriesOf(quietLink.id))[0]!.eventId);
    // The noisy endpoint's 3 are still in flight: nothing more of it is claimed.
    const second = await claimDueDeliveries(ctx.deps.db, { now, leaseMs: 60_000, limit: 6, perEndpoint: 3 });
    expect(second.filter((d) => d.user_id === noisy.userId)).toHaveLength(0);
    // Leave the rest to the other tests: the leases end well before their clocks.
    now = new Date(now.getTime() + 61_000);
    await deliver();
  });

  it("delivers another merchant's webhook while one endpoint hangs with many due deliveries", async () => {
    const hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const hangUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hook`;
    const noisy = await merchant();
    const quiet = await merchant();
    for (let i = 0; i < 20; i += 1) await newLink(noisy.token, hangUrl);
    const path = newPath();
    const quietLink = await newLink(quiet.token, `${receiver.url}${path}`);
    const pool = createWebhookPool(ctx.deps, { now: () => now, timeoutMs: 60_000, firstByteTimeoutMs: 60_000, concurrency: 500, perEndpoint: 2 });
    await pool.round();
    // Only the cap's worth of the noisy endpoint's deliveries hold senders.
    const noisyInFlight = await ctx.deps.db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.userId, noisy.userId), isNotNull(webhookDeliveries.inFlightUntil)));
    expect(noisyInFlight).toHaveLength(2);
    // The quiet merchant's delivery is recorded while the noisy endpoint's attempts are still hanging.
    await expect.poll(async () => (await deliveriesOf(quietLink.id))[0]?.status, { timeout: 10_000 }).toBe('succeeded');
    expect(at(path)).toHaveLength(1);
    const stillHanging = await ctx.deps.db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.userId, noisy.userId), eq(webhookDeliveries.attempts, 0)));
    expect(stillHanging.length).toBeGreaterThanOrEqual(18);
    hanging.closeAllConnections();
    await pool.idle();
    hanging.close();
  });

  it('opens a per-endpoint breaker after repeated failures, and a success closes it', async () => {
    const m = await merchant();
    const path = newPath(() => ({ status: 500, body: 'down' }));
    for (let i = 0; i < BREAKER_THRESHOLD; i += 1) await newLink(m.token, `${receiver.url}${path}`);
    for (let i = 0; i < 3; i += 1) await deliver();
    const [endpoint] = await ctx.deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, m.userId));
    expect(endpoint!.consecutiveFailures).toBeGreaterThanOrEqual(BREAKER_THRESHOLD);
    expect(endpoint!.breakerUntil!.getTime()).toBeGreaterThan(now.getTime());
    // While open, even a due delivery of this endpoint is not claimed; another merchant's is.
    const before = at(path).length;
    now = new Date(now.getTime() + 25_000);
    await deliver();
    expect(at(path)).toHaveLength(before);
    answers.set(path, () => ({ status: 200, body: 'ok' }));
    now = new Date(now.getTime() + 11 * 60_000);
    await deliver();
    const [closed] = await ctx.deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, m.userId));
    expect(closed).toMatchObject({ consecutiveFailures: 0, breakerUntil: null });
  });

  it('a receiver answering 410 Gone disables its endpoint and emails the merchant', async () => {
    const m = await merchant();
    const path = newPath(() => ({ status: 410, body: 'gone' }));
    const link = await newLink(m.token, `${receiver.url}${path}`);
    await newLink(m.token, `${receiver.url}${path}`);
    await deliver();
    const [endpoint] = await ctx.deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, m.userId));
    expect(endpoint).toMatchObject({ pausedReason: 'gone', pausedAt: expect.any(Date) });
    expect((await deliveriesOf(link.id))[0]).toMatchObject({ status: 'failed', lastStatusCode: 410 });
    await ctx.smtp.waitForEmail(m.email, '410 Gone');
    const sent = at(path).length;
    now = new Date(now.getTime() + HOUR);
    await deliver();
    expect(at(path)).toHaveLength(sent);
  });
});
