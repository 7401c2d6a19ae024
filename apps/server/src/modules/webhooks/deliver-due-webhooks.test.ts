// @module-tag smoke
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { verifyWebhook } from '@paylink/client';
import { paymentEvents } from '../payments/schema';
import { payLink } from '../../test/pay-link';
import { webhookEndpoints } from './schema';
import { bearer, type TestContext } from '../../test/test-app';
import type { WebhookReceiver } from '../../test/webhook-receiver';
import {
  HOUR,
  independentlyVerified,
  signedBy,
  standardVerified,
  startWebhookTestBench,
  webhookTestTools,
  type WebhookAnswers,
} from '../../test/webhook-test-tools';

let ctx: TestContext;
let receiver: WebhookReceiver;
let answers: WebhookAnswers;
let now: Date;
beforeAll(async () => {
  ({ ctx, receiver, answers } = await startWebhookTestBench());
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});
beforeEach(() => {
  now = new Date();
});
const { deliver, at, newPath, merchant, newLink, secretOf, deliveriesOf } = webhookTestTools(() => ({
  ctx,
  receiver,
  answers,
  now,
}));

describe('webhook delivery to a real local receiver: what is sent', () => {
  it('does not send events older than the 3-day retry window (no flood of stale events)', async () => {
    const m = await merchant();
    const path = newPath();
    const old = await newLink(m.token, `${receiver.url}${path}`);
    await ctx.deps.db
      .update(paymentEvents)
      .set({ createdAt: new Date(Date.now() - 4 * 24 * HOUR) })
      .where(eq(paymentEvents.paymentId, old.id));
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
    const secret = await secretOf(m.accountId);
    expect(secret).toMatch(/^whsec_/);
    expect(independentlyVerified(request!, secret)).toBe(true);
    expect(independentlyVerified(request!, `${secret}x`)).toBe(false);
    expect(request!.headers).toMatchObject({
      'webhook-id': JSON.parse(request!.rawBody).event_id,
      'webhook-timestamp': expect.stringMatching(/^\d+$/),
    });
    expect(request!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(standardVerified(request!, secret)).toBe(true);
    expect(standardVerified(request!, `whsec_${randomBytes(24).toString('base64')}`)).toBe(false);
    expect(
      standardVerified(
        { ...request!, rawBody: request!.rawBody.replace('payment.created', 'payment.completed') },
        secret,
      ),
    ).toBe(false);
    // The verifier merchants get in @paylink/client accepts it, and refuses it once it is stale.
    expect(await verifyWebhook({ rawBody: request!.rawBody, headers: request!.headers, secret, now })).toMatchObject({
      ok: true,
      event: { type: 'payment.created' },
    });
    expect(
      (
        await verifyWebhook({
          rawBody: request!.rawBody,
          headers: request!.headers,
          secret,
          now: new Date(now.getTime() + 301_000),
        })
      ).ok,
    ).toBe(false);

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
        user: { id: m.accountId, email: m.email },
      },
    });
    expect(request!.headers['paylink-event-id']).toBe(body.event_id);
    expect(request!.headers['user-agent']).toMatch(/^Paylink-Webhooks\/\d/);
    expect(request!.headers['content-type']).toBe('application/json');
    const [delivery] = await deliveriesOf(link.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 200 });
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
    expect(at(path).map((r) => JSON.parse(r.rawBody).event_type)).toEqual([
      'payment.created',
      'payment.created',
      'payment.created',
      'payment.partially_paid',
      'payment.completed',
    ]);
    const partial = JSON.parse(at(path)[3]!.rawBody);
    expect(partial.data.payment).toMatchObject({ status: 'PENDING', amount_received: '0.5' });
    expect(partial.data.transfer).toMatchObject({ amount: '0.5', currency: 'SOL' });
    const completed = JSON.parse(at(path)[4]!.rawBody);
    expect(completed.data.payment).toMatchObject({
      status: 'COMPLETED',
      amount_received: '1.5',
      completed_at: expect.any(String),
      transaction_signature: expect.any(String),
    });
  });

  it('lists an event without any URL as "no endpoint" and sends nothing', async () => {
    const m = await merchant();
    const link = await newLink(m.token);
    const before = receiver.received.length;
    await deliver();
    expect(receiver.received.length).toBe(before);
    expect(await deliveriesOf(link.id)).toEqual([
      expect.objectContaining({ status: 'no_endpoint', url: null, attempts: 0 }),
    ]);
  });

  it('signs with both secrets for 24 hours after a rotation, then only the new one', async () => {
    const m = await merchant();
    const path = newPath();
    const rotated = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/endpoint/rotate-secret',
      headers: bearer(m.token),
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const previous = (
      await ctx.deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.accountId, m.accountId))
    )[0]!.previousSecret!;
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
