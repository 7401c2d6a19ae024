import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { decodePaymentResponseHeader } from '@x402/core/http';
import { generatePaymentId } from '@x402/extensions/payment-identifier';
import type { Payment } from '@paylink/shared';
import { startX402Product } from '../../test/x402-product';
import type { TestContext } from '../../test/test-app';
import { agentWithPaymentId, attempt } from '../../test/x402-agent';
import { recoverX402Settlements, X402_RECOVERY_GRACE_MS } from './recover-x402-settlements';

// x402 #1062: a settlement sent whose confirmation is not seen in time answers `settlement_pending` with a way to
// poll, never a 402 that invites the agent to pay again.
const merchantWallet = privateKeyToAccount(generatePrivateKey()).address;
let env: Awaited<ReturnType<typeof startX402Product>>['env'];
let ctx: TestContext;
let baseUrl: string;
let createLink: (amount: string) => Promise<Payment>;
beforeAll(async () => {
  // Chains of its own: the test switches Anvil's automine off, which a shared chain's revert would not undo.
  ({ env, ctx, baseUrl, createLink } = await startX402Product(merchantWallet, {
    ownChains: true,
    env: { X402_SETTLEMENT_WAIT_MS: '1500' },
  }));
});
afterAll(() => env.close());

const chain = () => env.chains.chains.base;
const automine = (on: boolean) => chain().client.request({ method: 'evm_setAutomine' as never, params: [on] as never });

describe('a settlement that is not final in time', () => {
  it('answers 202 settlement_pending with the transaction and a status URL; once it lands it is recorded, and the same id gets the settlement', async () => {
    const link = await createLink('0.2');
    const url = `${baseUrl}${new URL(link.x402Url!).pathname}`;
    const { agent, http } = await agentWithPaymentId(chain(), generatePaymentId());

    await automine(false);
    const first = await attempt(url, http);
    expect(first.res.status).toBe(202);
    expect(first.res.headers.get('retry-after')).toBe('5');
    const pending = decodePaymentResponseHeader(first.res.headers.get('PAYMENT-RESPONSE')!);
    expect(pending).toMatchObject({
      success: false,
      errorReason: 'settlement_pending',
      transaction: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    const body = (await first.res.json()) as { data: { settlement: string; transaction: string; statusUrl: string } };
    expect(body.data).toEqual({
      settlement: 'pending',
      transaction: pending.transaction,
      statusUrl: `http://localhost:8080/api/payments/${link.id}`,
    });

    // Asked again with the same id while it waits: still pending, nothing sent twice.
    const again = await attempt(url, http);
    expect(again.res.status).toBe(202);
    expect(decodePaymentResponseHeader(again.res.headers.get('PAYMENT-RESPONSE')!).transaction).toBe(
      pending.transaction,
    );

    // It lands; the recovery job records it for the link (the status URL shows it), and the id now answers the settlement.
    await automine(true);
    await chain().client.request({ method: 'anvil_mine' as never, params: [toHexCount(5)] as never });
    const recovered = await recoverX402Settlements(ctx.deps, new Date(Date.now() + X402_RECOVERY_GRACE_MS + 60_000));
    expect(recovered.recorded).toContain(link.id);
    const status = await ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` });
    expect(status.json().data.status).toBe('COMPLETED');
    const settled = await attempt(url, http);
    // The link is paid: a GET without payment is 410, so the agent's retry sends its payment again with the same id.
    expect(settled.res.status).toBe(410);
    const retried = await fetch(url, { headers: first.header! });
    expect(retried.status).toBe(200);
    expect(decodePaymentResponseHeader(retried.headers.get('PAYMENT-RESPONSE')!)).toMatchObject({
      success: true,
      transaction: pending.transaction,
      payer: agent.address,
    });
  });
});

function toHexCount(n: number): `0x${string}` {
  return `0x${n.toString(16)}`;
}
