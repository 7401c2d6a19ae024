import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { x402Client, x402HTTPClient } from '@x402/core/client';
import { decodePaymentResponseHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import { wrapFetchWithPayment } from '@x402/fetch';
import { watchEvmTick } from '../../test/evm-chains';
import { useX402Product } from '../../test/x402-link-product';
import { bearer, type TestContext } from '../../test/test-app';
import { payments } from '../payments/schema';

const merchantWallet = privateKeyToAccount(generatePrivateKey()).address;
const product = useX402Product(merchantWallet);
const { createLink, chain, usdcOf, agentWith, units, linkUrl, detail, requirementsOf } = product;
let env: ReturnType<typeof product.current>['env'];
let ctx: TestContext;
let baseUrl: string;
beforeAll(() => {
  ({ env, ctx, baseUrl } = product.current());
});

describe('a link paid over x402 by an agent with USDC and no ETH', () => {
  it('402 with the requirements, then @x402/fetch pays it: COMPLETED, the merchant paid, the watcher counts nothing twice, a replay moves nothing', async () => {
    const link = await createLink('0.25');
    expect(link.x402Url).toBe(`http://localhost:8080/api/x402/links/${link.id}`);
    const required = await requirementsOf(link);
    expect(required.x402Version).toBe(2);
    expect(required.accepts).toEqual([
      {
        scheme: 'exact',
        network: 'eip155:8453',
        asset: chain().usdcAddress,
        amount: units(link.payAmount).toString(),
        payTo: merchantWallet,
        maxTimeoutSeconds: 300,
        extra: { name: 'USD Coin', version: '2' },
      },
    ]);

    const { agent, client } = await agentWith(1_000_000n);
    const sent: string[] = [];
    const recording: typeof fetch = (input, init) => {
      const signature = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get(
        'PAYMENT-SIGNATURE',
      );
      if (signature) sent.push(signature);
      return fetch(input, init);
    };
    const res = await wrapFetchWithPayment(recording, client)(linkUrl(link));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { status: string; x402Url: string | null } };
    expect(body.data.status).toBe('COMPLETED');
    expect(body.data.x402Url).toBeNull();
    const settlement = decodePaymentResponseHeader(res.headers.get('PAYMENT-RESPONSE')!);
    expect(settlement).toMatchObject({ success: true, network: 'eip155:8453', payer: agent.address });
    expect(await usdcOf(merchantWallet)).toBe(units(link.payAmount));
    expect(await chain().client.getBalance({ address: agent.address })).toBe(0n);

    await watchEvmTick(ctx, 'base');
    const after = await detail(link.id);
    expect(after.status).toBe('COMPLETED');
    expect(after.transfers).toHaveLength(1);
    expect(after.amountReceived).toBe(link.payAmount);
    expect(after.paidByX402).toEqual({ payer: agent.address.toLowerCase(), transactionHash: settlement.transaction });

    // The same header again: on the paid link 410; on another link it asks another amount (402). Nothing moves.
    expect(sent).toHaveLength(1);
    const replayed = await fetch(linkUrl(link), { headers: { 'PAYMENT-SIGNATURE': sent[0]! } });
    expect(replayed.status).toBe(410);
    const other = await createLink('0.25');
    const onOther = await fetch(linkUrl(other), { headers: { 'PAYMENT-SIGNATURE': sent[0]! } });
    expect([402, 409]).toContain(onOther.status);
    expect(await usdcOf(merchantWallet)).toBe(units(link.payAmount));
    expect(await usdcOf(agent.address)).toBe(1_000_000n - units(link.payAmount));
  });

  it('refuses a payment for less and a payment to another wallet with 402 and the reason; the link stays open', async () => {
    const link = await createLink('0.1');
    const required = await requirementsOf(link);
    const { agent, client } = await agentWith(1_000_000n);
    const ask = required.accepts[0]!;
    const attempts = [
      { ...ask, amount: (BigInt(ask.amount) - 1n).toString() },
      { ...ask, payTo: privateKeyToAccount(generatePrivateKey()).address },
    ];
    for (const accepted of attempts) {
      const payload = await client.createPaymentPayload({ ...required, accepts: [accepted] });
      const res = await fetch(linkUrl(link), {
        headers: { 'PAYMENT-SIGNATURE': encodePaymentSignatureHeader(payload) },
      });
      expect(res.status).toBe(402);
      const again = new x402HTTPClient(new x402Client()).getPaymentRequiredResponse((name) => res.headers.get(name));
      expect(again.error).toMatch(/mismatch/);
    }
    expect(await usdcOf(agent.address)).toBe(1_000_000n);
    expect((await detail(link.id)).status).toBe('PENDING');
  });

  it('answers 404 for a link in another currency, and 410 once the link expired', async () => {
    const eth = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(env.token),
      payload: { label: 'ETH', amount: '0.01', network: 'base', currency: 'ETH' },
    });
    expect(eth.json().data.payment.x402Url).toBeNull();
    expect((await fetch(`${baseUrl}/api/x402/links/${eth.json().data.payment.id}`)).status).toBe(404);
    const link = await createLink('0.2');
    await ctx.deps.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, link.id));
    const res = await fetch(linkUrl(link));
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ success: false, code: 'GONE' });
  });

  it('a v1 client pays with X-PAYMENT, reading the requirements from the 402 body; X-PAYMENT-RESPONSE carries the settlement', async () => {
    const link = await createLink('0.15');
    const unpaid = await fetch(linkUrl(link));
    const { agent, client } = await agentWith(1_000_000n);
    const http = new x402HTTPClient(client);
    // A v1 client knows no PAYMENT-REQUIRED header: the body's `x402Version: 1` and `accepts` are what it reads.
    const required = http.getPaymentRequiredResponse(() => null, await unpaid.json());
    expect(required).toMatchObject({
      x402Version: 1,
      accepts: [
        {
          scheme: 'exact',
          network: 'base',
          maxAmountRequired: units(link.payAmount).toString(),
          payTo: merchantWallet,
        },
      ],
    });
    const payload = await client.createPaymentPayload(required);
    expect(payload.x402Version).toBe(1);
    const headers = http.encodePaymentSignatureHeader(payload);
    expect(Object.keys(headers)).toEqual(['X-PAYMENT']);
    const res = await fetch(linkUrl(link), { headers });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(http.getPaymentSettleResponse((name) => res.headers.get(name))).toMatchObject({
      success: true,
      payer: agent.address,
    });
    expect((await detail(link.id)).status).toBe('COMPLETED');
    expect(await usdcOf(agent.address)).toBe(1_000_000n - units(link.payAmount));
  });

  it('answers browser agents on any origin: the preflight allows the payment headers, and the 402 and errors expose the x402 headers', async () => {
    const link = await createLink('0.05');
    const origin = 'https://agent.example';
    const preflight = await fetch(linkUrl(link), {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'payment-signature,access-control-expose-headers',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['payment-signature', 'x-payment', 'access-control-expose-headers']),
    );
    const unpaid = await fetch(linkUrl(link), { headers: { Origin: origin } });
    expect(unpaid.status).toBe(402);
    expect(unpaid.headers.get('access-control-allow-origin')).toBe('*');
    expect(unpaid.headers.get('access-control-expose-headers')?.split(/,\s*/)).toEqual(
      expect.arrayContaining(['PAYMENT-REQUIRED', 'PAYMENT-RESPONSE']),
    );
    const missing = await fetch(`${baseUrl}/api/x402/links/pay_missing`, { headers: { Origin: origin } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    // The facilitator is the merchant's server-to-server API: no CORS there.
    expect(
      (await fetch(`${baseUrl}/api/x402/supported`, { headers: { Origin: origin } })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
  });
});
