import { randomUUID } from 'node:crypto';
import { BigNumber, PaymentActions, PaymentSessionStatus } from '@medusajs/framework/utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../e2e/support/start-product';
import providerModule, { PaylinkPaymentProviderService } from '../src/index';
import {
  call,
  eventually,
  paylinkWithMerchant,
  payWithTestWallet,
  startReceiver,
  type Delivery,
} from './paylink-product';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() } as never;

/** What Medusa's webhook route hands the payment module: the parsed body, the raw body and the headers. */
function webhookPayload(delivery: Delivery, headers = delivery.headers, rawBody = delivery.rawBody) {
  return { data: JSON.parse(rawBody) as Record<string, unknown>, rawData: Buffer.from(rawBody), headers };
}

describe('Paylink payment provider for Medusa v2 (real product, local chains)', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let product: Product;
  let provider: PaylinkPaymentProviderService;
  let options: { apiUrl: string; apiKey: string; webhookSecret: string };

  beforeAll(async () => {
    receiver = await startReceiver();
    const paylink = await paylinkWithMerchant(receiver.url);
    product = paylink.product;
    options = { apiUrl: product.baseUrl, apiKey: paylink.apiKey, webhookSecret: paylink.webhookSecret };
    provider = new PaylinkPaymentProviderService({ logger }, options);
  });
  afterAll(async () => {
    await product?.stop();
    await receiver?.close();
  });

  const deliveriesOf = (linkId: string, type: string) =>
    receiver.received.filter((d) => d.event.data.payment?.id === linkId && d.event.event_type === type);
  const newSession = () => `payses_${randomUUID().replace(/-/g, '')}`;

  it('is a Medusa payment module provider that checks its options', () => {
    expect(providerModule.services).toEqual([PaylinkPaymentProviderService]);
    expect(PaylinkPaymentProviderService.isPaymentProvider(provider)).toBe(true);
    expect(provider.getIdentifier()).toBe('paylink');
    expect(() => PaylinkPaymentProviderService.validateOptions({ apiUrl: product.baseUrl, apiKey: 'pl_x' })).toThrow(
      /webhookSecret/,
    );
  });

  it("runs a cart's payment: initiate, a real test-wallet payment, the webhook, authorized; then capture and a refund", async () => {
    const sessionId = newSession();
    const input = {
      amount: new BigNumber('12.50'),
      currency_code: 'usd',
      context: { idempotency_key: sessionId },
      data: { session_id: sessionId },
    };
    const initiated = await provider.initiatePayment(input);
    expect(initiated).toMatchObject({ id: expect.stringMatching(/^pay_/), status: PaymentSessionStatus.PENDING });
    expect(initiated.data).toMatchObject({
      id: initiated.id,
      session_id: sessionId,
      checkout_url: `${product.baseUrl}/payment/${initiated.id}`,
    });
    // Medusa retries an initiate with the same session id: the Idempotency-Key gives back the same link.
    expect((await provider.initiatePayment(input)).id).toBe(initiated.id);
    const link = await call<{
      payment: { amount: string; currency: string; payCurrency: string; metadata: Record<string, string> };
    }>(product, 'GET', `/api/v1/payment-links/${initiated.id}`, options.apiKey);
    expect(link.payment).toMatchObject({
      amount: '12.50',
      currency: 'USD',
      payCurrency: 'USDC',
      metadata: { medusa_session_id: sessionId },
    });
    expect((await provider.authorizePayment({ data: initiated.data })).status).toBe(PaymentSessionStatus.PENDING);

    await payWithTestWallet(product, initiated.id);
    const completed = await eventually(() => deliveriesOf(initiated.id, 'payment.completed')[0]);
    const mapped = await provider.getWebhookActionAndData(webhookPayload(completed));
    expect(mapped).toEqual({ action: PaymentActions.AUTHORIZED, data: { session_id: sessionId, amount: '12.50' } });
    // Medusa's authorize step (run by that action) reads the link from Paylink.
    const authorized = await provider.authorizePayment({ data: initiated.data });
    expect(authorized).toMatchObject({
      status: PaymentSessionStatus.AUTHORIZED,
      data: { id: initiated.id, status: 'COMPLETED' },
    });
    expect(await provider.capturePayment({ data: authorized.data })).toEqual({ data: authorized.data });

    // A duplicate delivery maps to the same action: Medusa's authorize step finds the session authorized already.
    expect(await provider.getWebhookActionAndData(webhookPayload(completed))).toEqual(mapped);
    // A late, out-of-order event (the link's payment.created, processed after it completed) never moves the order back.
    const created = deliveriesOf(initiated.id, 'payment.created')[0]!;
    expect(await provider.getWebhookActionAndData(webhookPayload(created))).toEqual({
      action: PaymentActions.PENDING,
      data: { session_id: sessionId, amount: '12.50' },
    });

    // A refund of half the order, in the token the customer paid at the rate they paid; a retry prepares nothing twice.
    const refundInput = { amount: new BigNumber('6.25'), data: authorized.data };
    const refunded = await provider.refundPayment(refundInput);
    const [refund] = refunded.data!.refunds as { id: string; amount: string; currency: string; status: string }[];
    expect(refund).toMatchObject({ currency: 'USDC', status: 'PENDING', amount: '6.25' });
    expect(((await provider.refundPayment(refundInput)).data!.refunds as { id: string }[])[0]!.id).toBe(refund!.id);
  });

  it('ignores a wrong signature, a changed body and a delivery replayed after 5 minutes', async () => {
    const sessionId = newSession();
    const { id } = await provider.initiatePayment({
      amount: '3',
      currency_code: 'usd',
      context: { idempotency_key: sessionId },
    });
    const created = await eventually(() => deliveriesOf(id, 'payment.created')[0]);
    const notSupported = { action: PaymentActions.NOT_SUPPORTED };

    const forged = { ...created.headers, 'webhook-signature': `v1,${Buffer.alloc(32, 7).toString('base64')}` };
    expect(await provider.getWebhookActionAndData(webhookPayload(created, forged))).toEqual(notSupported);
    // An attacker who saw a signed request cannot point it at another session, or mark it completed.
    const retargeted = created.rawBody
      .replace(sessionId, newSession())
      .replace('"status":"PENDING"', '"status":"COMPLETED"');
    expect(await provider.getWebhookActionAndData(webhookPayload(created, created.headers, retargeted))).toEqual(
      notSupported,
    );
    // A secret other than the merchant's.
    const other = new PaylinkPaymentProviderService(
      { logger },
      { ...options, webhookSecret: `whsec_${Buffer.alloc(24, 1).toString('base64')}` },
    );
    expect(await other.getWebhookActionAndData(webhookPayload(created))).toEqual(notSupported);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 6 * 60_000);
      expect(await provider.getWebhookActionAndData(webhookPayload(created))).toEqual(notSupported);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never loses an order: Medusa's status poll finds a payment whose webhook was missed", async () => {
    const sessionId = newSession();
    const initiated = await provider.initiatePayment({
      amount: '7.25',
      currency_code: 'usd',
      context: { idempotency_key: sessionId },
    });
    expect((await provider.getPaymentStatus({ data: initiated.data })).status).toBe(PaymentSessionStatus.PENDING);
    await payWithTestWallet(product, initiated.id);
    // No webhook is handed to the provider: the poll alone sees the link COMPLETED.
    const status = await eventually(async () => {
      const polled = await provider.getPaymentStatus({ data: initiated.data });
      return polled.status === PaymentSessionStatus.AUTHORIZED ? polled : undefined;
    }, 1_500);
    expect(status.data).toMatchObject({ id: initiated.id, session_id: sessionId, status: 'COMPLETED' });
    expect((await provider.retrievePayment({ data: initiated.data })).data).toMatchObject({
      id: initiated.id,
      status: 'COMPLETED',
    });
  });

  it('gives a new link when the cart total changes; cancel ends the link, which Paylink then expires', async () => {
    const sessionId = newSession();
    const first = await provider.initiatePayment({
      amount: '5',
      currency_code: 'usd',
      context: { idempotency_key: sessionId },
    });
    const same = await provider.updatePayment({
      amount: '5',
      currency_code: 'usd',
      data: first.data,
      context: { idempotency_key: sessionId },
    });
    expect(same.data!.id).toBe(first.id);
    const updated = await provider.updatePayment({
      amount: '6',
      currency_code: 'usd',
      data: first.data,
      context: { idempotency_key: sessionId },
    });
    expect(updated.data!.id).not.toBe(first.id);
    expect(updated).toMatchObject({ status: PaymentSessionStatus.PENDING, data: { session_id: sessionId } });
    expect(await provider.cancelPayment({ data: updated.data })).toMatchObject({
      data: { id: updated.data!.id, status: 'PENDING' },
    });
    const canceled = await eventually(async () => {
      const polled = await provider.getPaymentStatus({ data: updated.data });
      return polled.status === PaymentSessionStatus.CANCELED ? polled : undefined;
    }, 1_000);
    expect(canceled.data).toMatchObject({ id: updated.data!.id, status: 'EXPIRED' });
    // Canceling again (Medusa retries) reads the ended link back.
    expect(await provider.cancelPayment({ data: updated.data })).toMatchObject({ data: { status: 'EXPIRED' } });
  });
});
