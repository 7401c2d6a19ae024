import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { base58Encode, type Payment } from '@paylink/shared';
import { deliverDueWebhooks } from '../modules/webhooks/deliver-due-webhooks';
import { webhookDeliveries, webhookEndpoints } from '../modules/webhooks/schema';
import { bearer, createTestContext, signUpWithCredits, type TestContext } from './test-app';
import {
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookAnswer,
  type WebhookReceiver,
} from './webhook-receiver';

export const HOUR = 3_600_000;

/** Delivery rounds at the real time until nothing is due: a payment's events go out one at a time, in order. */
export async function deliverAllDue(deps: TestContext['deps']): Promise<void> {
  while ((await deliverDueWebhooks(deps, { now: () => new Date(), timeoutMs: 2000, concurrency: 50 })).attempted > 0);
}
export type WebhookAnswers = Map<string, (r: ReceivedWebhook, index: number) => WebhookAnswer>;
export interface WebhookBench {
  ctx: TestContext;
  receiver: WebhookReceiver;
  answers: WebhookAnswers;
  now: Date;
}

/** The webhook delivery tests' app and a real local receiver that answers each path as `answers` says (200 'ok' by default). */
export async function startWebhookTestBench(): Promise<Omit<WebhookBench, 'now'>> {
  const ctx = await createTestContext({
    REQUIRE_EMAIL_VERIFICATION: 'false',
    ALLOW_INSECURE_WEBHOOKS: 'true',
    WEBHOOK_ALLOW_PRIVATE: 'true',
  });
  const answers: WebhookAnswers = new Map();
  const receiver = await startWebhookReceiver((r, i) =>
    (answers.get(r.path) ?? (() => ({ status: 200, body: 'ok' })))(r, i),
  );
  return { ctx, receiver, answers };
}

/** Delivery rounds on the bench's clock, fresh receiver paths, merchants and links, and what was stored, on the bench `bench()` returns. */
export function webhookTestTools(bench: () => WebhookBench) {
  const at = (path: string) => bench().receiver.received.filter((r) => r.path === path);
  let paths = 0;
  return {
    // Enough senders that one round reaches every endpoint with due work (other tests' merchants included).
    deliver: (deps = bench().ctx.deps) =>
      deliverDueWebhooks(deps, { now: () => bench().now, timeoutMs: 1000, concurrency: 500 }),
    at,
    newPath(answer?: (r: ReceivedWebhook, index: number) => WebhookAnswer): string {
      paths += 1;
      const path = `/hook-${paths}`;
      if (answer) bench().answers.set(path, (r) => answer(r, at(path).indexOf(r)));
      return path;
    },
    merchant: () => signUpWithCredits(bench().ctx, 100),
    async newLink(token: string, webhookUrl?: string): Promise<Payment> {
      const res = await bench().ctx.app.inject({
        method: 'POST',
        url: '/api/payments/payment-link',
        headers: bearer(token),
        payload: {
          label: 'Order 7',
          amount: '1.5',
          reference: 'order-7',
          metadata: { cart: 'c1' },
          walletAddress: base58Encode(randomBytes(32)),
          webhookUrl,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.payment;
    },
    async secretOf(accountId: string) {
      const [endpoint] = await bench()
        .ctx.deps.db.select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.accountId, accountId));
      return endpoint!.secret;
    },
    deliveriesOf: (paymentId: string) =>
      bench()
        .ctx.deps.db.select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.paymentId, paymentId))
        .orderBy(webhookDeliveries.eventCreatedAt),
  };
}

/** Standard Webhooks, checked with the official `standardwebhooks` library exactly as a merchant would. */
export function standardVerified(request: ReceivedWebhook, secret: string): boolean {
  try {
    new Webhook(secret).verify(request.rawBody, request.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

/** Whether one of the space-separated Standard Webhooks signatures is the library's own for `secret` (any timestamp). */
export function signedBy(request: ReceivedWebhook, secret: string): boolean {
  const [id, timestamp] = [String(request.headers['webhook-id']), Number(request.headers['webhook-timestamp'])];
  const expected = new Webhook(secret).sign(id, new Date(timestamp * 1000), request.rawBody);
  return String(request.headers['webhook-signature']).split(' ').includes(expected);
}

/** The legacy Paylink-Signature, checked independently of the product's signing code. */
export function independentlyVerified(request: ReceivedWebhook, secret: string): boolean {
  const header = String(request.headers['paylink-signature']);
  const t = /(?:^|,)t=(\d+)/.exec(header)?.[1];
  if (!t) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${request.rawBody}`).digest('hex'));
  return [...header.matchAll(/v1=([0-9a-f]+)/g)].some(
    (m) => m[1]!.length === expected.length && timingSafeEqual(Buffer.from(m[1]!), expected),
  );
}
