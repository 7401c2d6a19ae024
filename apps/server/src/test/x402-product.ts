import { expect } from 'vitest';
import type { Payment } from '@paylink/shared';
import { fundLocalRelayer } from '../modules/x402/fund-local-relayer';
import { startEvmTestContext } from './evm-chains';
import { bearer } from './test-app';

/**
 * The product on the local EVM chains for agents paying over real HTTP: a merchant paid at `merchantWallet`, the
 * relayer funded, the app listening on a free port. `createLink` makes the merchant's USDC link on Base.
 */
export async function startX402Product(merchantWallet: string, opts: Parameters<typeof startEvmTestContext>[1] = {}) {
  const env = await startEvmTestContext(merchantWallet, opts);
  await fundLocalRelayer(env.ctx.deps);
  await env.ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(env.ctx.app.server.address() as { port: number }).port}`;
  async function createLink(amount: string): Promise<Payment> {
    const res = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(env.token),
      payload: { label: 'API call', amount, network: 'base', currency: 'USDC' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.payment;
  }
  return { env, ctx: env.ctx, baseUrl, createLink };
}
