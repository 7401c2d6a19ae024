import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { decodePaymentResponseHeader } from '@x402/core/http';
import { generatePaymentId, PAYMENT_IDENTIFIER } from '@x402/extensions/payment-identifier';
import { parseAmount, type Payment } from '@paylink/shared';
import { usdcTestTokenAbi } from '@paylink/localnet';
import { startX402Product } from '../../test/x402-product';
import { agentWithPaymentId, attempt } from '../../test/x402-agent';

// x402's payment-identifier extension (x402 #872), with the official client support (@x402/extensions): an agent
// that retries a payment, even re-signed, pays once and gets the first settlement back.
const merchantWallet = privateKeyToAccount(generatePrivateKey()).address;
let env: Awaited<ReturnType<typeof startX402Product>>['env'];
let baseUrl: string;
let createLink: (amount: string) => Promise<Payment>;
beforeAll(async () => {
  ({ env, baseUrl, createLink } = await startX402Product(merchantWallet));
});
afterAll(() => env.close());

const chain = () => env.chains.chains.base;
const usdcOf = (owner: Address) =>
  chain().client.readContract({
    address: chain().usdcAddress,
    abi: usdcTestTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  });

const agentPaying = (paymentId: string) => agentWithPaymentId(chain(), paymentId);

describe('payment-identifier on a link’s x402 URL', () => {
  it('is declared in the 402; a retry with the same id, re-signed or replayed, settles once and answers the first settlement', async () => {
    const link = await createLink('0.25');
    const url = `${baseUrl}${new URL(link.x402Url!).pathname}`;
    const id = generatePaymentId();
    const { agent, http } = await agentPaying(id);

    const unpaid = await fetch(url);
    const required = http.getPaymentRequiredResponse((name) => unpaid.headers.get(name), await unpaid.json());
    expect(required.extensions?.[PAYMENT_IDENTIFIER]).toMatchObject({ info: { required: false } });

    const first = await attempt(url, http);
    expect(first.res.status).toBe(200);
    const settlement = decodePaymentResponseHeader(first.res.headers.get('PAYMENT-RESPONSE')!);
    expect(settlement).toMatchObject({ success: true, payer: agent.address });

    // The response was lost: the agent signs again (new nonce) with the same id, and replays the first header too.
    const signedAgain = await http.createPaymentPayload(required);
    const retried = await fetch(url, { headers: http.encodePaymentSignatureHeader(signedAgain) });
    const replayed = await fetch(url, { headers: first.header! });
    for (const res of [retried, replayed]) {
      expect(res.status).toBe(200);
      expect(decodePaymentResponseHeader(res.headers.get('PAYMENT-RESPONSE')!)).toEqual(settlement);
      expect(((await res.json()) as { data: { status: string } }).data.status).toBe('COMPLETED');
    }
    // One payment moved: what the link asks (its unique amount on EVM), once.
    const asked = parseAmount(link.payAmount, 6);
    expect(asked.ok && 1_000_000n - (await usdcOf(agent.address))).toBe(asked.ok && asked.value);
    expect(asked.ok && (await usdcOf(merchantWallet))).toBe(asked.ok && asked.value);
  });

  it('another id on the paid link is no retry (410); a malformed id is a 400; a refused attempt frees its id', async () => {
    const link = await createLink('0.1');
    const url = `${baseUrl}${new URL(link.x402Url!).pathname}`;
    const { http } = await agentPaying(generatePaymentId());
    expect((await attempt(url, http)).res.status).toBe(200);
    const other = await agentPaying(generatePaymentId());
    const unpaidAgain = await fetch(url);
    expect(unpaidAgain.status).toBe(410);
    expect(other.agent.address).toBeTruthy();

    const open = await createLink('0.1');
    const openUrl = `${baseUrl}${new URL(open.x402Url!).pathname}`;
    const bad = await agentPaying('x'.repeat(20));
    const r402 = await fetch(openUrl);
    const required = bad.http.getPaymentRequiredResponse((name) => r402.headers.get(name), await r402.json());
    const payload = await bad.http.createPaymentPayload(required);
    (payload.extensions![PAYMENT_IDENTIFIER] as { info: { id: string } }).info.id = 'short';
    const malformed = await fetch(openUrl, { headers: bad.http.encodePaymentSignatureHeader(payload) });
    expect(malformed.status).toBe(400);

    // Signed for less than the link asks: refused (402), and the same id may then pay it properly.
    const id = generatePaymentId();
    const cheap = await agentPaying(id);
    const cheapPayload = await cheap.http.createPaymentPayload({
      ...required,
      accepts: [{ ...required.accepts[0]!, amount: '1' }],
    });
    expect((await fetch(openUrl, { headers: cheap.http.encodePaymentSignatureHeader(cheapPayload) })).status).toBe(402);
    expect((await attempt(openUrl, cheap.http)).res.status).toBe(200);
  });
});
