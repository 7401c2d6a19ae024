import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { createDeps } from '../../create-deps';
import { claimDueDeliveries } from './claim-due-deliveries';
import { enqueueWebhookEvents } from './enqueue-webhook-events';
import { webhookAttempts } from './schema';
import type { TestContext } from '../../test/test-app';
import type { WebhookReceiver } from '../../test/webhook-receiver';
import { HOUR, startWebhookTestBench, webhookTestTools, type WebhookAnswers } from '../../test/webhook-test-tools';

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
const { deliver, at, newPath, merchant, newLink, deliveriesOf } = webhookTestTools(() => ({
  ctx,
  receiver,
  answers,
  now,
}));

describe('webhook delivery to a real local receiver: failures, retries and restarts', () => {
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
    const attempts = await ctx.deps.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, done!.id))
      .orderBy(webhookAttempts.id);
    expect(attempts.map((a) => [a.statusCode, a.responseBody])).toEqual([
      [500, 'boom'],
      [500, 'boom'],
      [204, ''],
    ]);
    expect(attempts[0]!.url).toBe(`${receiver.url}${path}`);
  });

  it('counts a timeout as a failure and keeps at most 4 KB of an answer', async () => {
    const m = await merchant();
    const path = newPath((_r, i) =>
      i === 0 ? { status: 200, delayMs: 3000 } : { status: 500, body: 'x'.repeat(10_000) },
    );
    const link = await newLink(m.token, `${receiver.url}${path}`);
    await deliver();
    let [delivery] = await deliveriesOf(link.id);
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: 'timed out after 1 s',
    });
    now = new Date(now.getTime() + 7 * HOUR);
    await deliver();
    [delivery] = await deliveriesOf(link.id);
    const attempts = await ctx.deps.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery!.id))
      .orderBy(webhookAttempts.id);
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

  it('never sends one attempt twice when two workers run at once', { tags: ['postgres'] }, async () => {
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
    const production = {
      ...ctx.deps,
      config: { ...ctx.deps.config, webhooks: { ...ctx.deps.config.webhooks, allowPrivate: false } },
    };
    await deliver(production);
    expect(at(path)).toHaveLength(0);
    const [delivery] = await deliveriesOf(link.id);
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: expect.stringMatching(/^refused: localhost resolves to non-public address/),
    });
  });
});
