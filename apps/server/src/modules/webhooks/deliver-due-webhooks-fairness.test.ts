import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { claimDueDeliveries } from './claim-due-deliveries';
import { createWebhookPool } from './deliver-due-webhooks';
import { BREAKER_THRESHOLD } from './record-attempt';
import { enqueueWebhookEvents } from './enqueue-webhook-events';
import { webhookDeliveries, webhookEndpoints } from './schema';
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

describe('fair delivery: one merchant cannot slow another', () => {
  it(
    'claims round-robin across endpoints within a cap per endpoint, counting what is in flight',
    { tags: ['postgres'] },
    async () => {
      const noisy = await merchant();
      const quiet = await merchant();
      for (let i = 0; i < 12; i += 1) await newLink(noisy.token, `${receiver.url}${newPath()}`);
      const quietLink = await newLink(quiet.token, `${receiver.url}${newPath()}`);
      await enqueueWebhookEvents(ctx.deps.db, now);
      const first = await claimDueDeliveries(ctx.deps.db, { now, leaseMs: 60_000, limit: 6, perEndpoint: 3 });
      expect(first.filter((d) => d.account_id === noisy.accountId)).toHaveLength(3);
      expect(first.map((d) => d.event_id)).toContain((await deliveriesOf(quietLink.id))[0]!.eventId);
      // The noisy endpoint's 3 are still in flight: nothing more of it is claimed.
      const second = await claimDueDeliveries(ctx.deps.db, { now, leaseMs: 60_000, limit: 6, perEndpoint: 3 });
      expect(second.filter((d) => d.account_id === noisy.accountId)).toHaveLength(0);
      // Leave the rest to the other tests: the leases end well before their clocks.
      now = new Date(now.getTime() + 61_000);
      await deliver();
    },
  );

  it("delivers another merchant's webhook while one endpoint hangs with many due deliveries", async () => {
    const hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const hangUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hook`;
    const noisy = await merchant();
    const quiet = await merchant();
    for (let i = 0; i < 20; i += 1) await newLink(noisy.token, hangUrl);
    const path = newPath();
    const quietLink = await newLink(quiet.token, `${receiver.url}${path}`);
    const pool = createWebhookPool(ctx.deps, {
      now: () => now,
      timeoutMs: 60_000,
      firstByteTimeoutMs: 60_000,
      concurrency: 500,
      perEndpoint: 2,
    });
    await pool.round();
    // Only the cap's worth of the noisy endpoint's deliveries hold senders.
    const noisyInFlight = await ctx.deps.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.accountId, noisy.accountId), isNotNull(webhookDeliveries.inFlightUntil)));
    expect(noisyInFlight).toHaveLength(2);
    // The quiet merchant's delivery is recorded while the noisy endpoint's attempts are still hanging.
    await expect.poll(async () => (await deliveriesOf(quietLink.id))[0]?.status, { timeout: 10_000 }).toBe('succeeded');
    expect(at(path)).toHaveLength(1);
    const stillHanging = await ctx.deps.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.accountId, noisy.accountId), eq(webhookDeliveries.attempts, 0)));
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
    const [endpoint] = await ctx.deps.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.accountId, m.accountId));
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
    const [closed] = await ctx.deps.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.accountId, m.accountId));
    expect(closed).toMatchObject({ consecutiveFailures: 0, breakerUntil: null });
  });

  it('a receiver answering 410 Gone disables its endpoint and emails the merchant', async () => {
    const m = await merchant();
    const path = newPath(() => ({ status: 410, body: 'gone' }));
    const link = await newLink(m.token, `${receiver.url}${path}`);
    await newLink(m.token, `${receiver.url}${path}`);
    await deliver();
    const [endpoint] = await ctx.deps.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.accountId, m.accountId));
    expect(endpoint).toMatchObject({ pausedReason: 'gone', pausedAt: expect.any(Date) });
    expect((await deliveriesOf(link.id))[0]).toMatchObject({ status: 'failed', lastStatusCode: 410 });
    await ctx.smtp.waitForEmail(m.email, '410 Gone');
    const sent = at(path).length;
    now = new Date(now.getTime() + HOUR);
    await deliver();
    expect(at(path)).toHaveLength(sent);
  });
});
