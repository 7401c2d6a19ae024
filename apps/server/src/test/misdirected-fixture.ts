import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { payEip681Request } from '@paylink/localnet';
import { encodeEip681Url, parseAmount, type Payment, type PaymentDetail } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { misdirectedTransfers } from '../modules/payments/misdirected/schema';
import { startEvmTestContext, watchEvmTick } from './evm-chains';
import { bearer } from './test-app';

/**
 * For the enclosing file: a merchant whose Ethereum address (its key kept, to pay refunds) takes Base links, the
 * test chains' two EVM networks, and the helpers that send a link's exact amount on Ethereum instead: a payment sent
 * on the wrong network, as the watcher records it. The fields are set once the tests run.
 */
export function misdirectedFixture() {
  const merchantKey = generatePrivateKey();
  const wallet = privateKeyToAccount(merchantKey).address;
  const f = { merchantKey, wallet } as {
    merchantKey: `0x${string}`;
    wallet: `0x${string}`;
    t: Awaited<ReturnType<typeof startEvmTestContext>>;
    accountId: string;
  };
  beforeAll(async () => {
    f.t = await startEvmTestContext(wallet);
    [{ id: f.accountId }] = (await f.t.ctx.deps.db
      .select({ id: merchantAccounts.id })
      .from(merchantAccounts)
      .where(eq(merchantAccounts.ethAddress, wallet))) as [{ id: string }];
  });
  afterAll(() => f.t.close());

  const units = (amount: string) => (parseAmount(amount, 6) as { value: bigint }).value;
  async function baseLink(amount = '25'): Promise<Payment> {
    const res = await f.t.ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(f.t.token),
      payload: { label: 'Order', amount, currency: 'USDC', network: 'base' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.payment;
  }
  async function sendOnEthereum(amount: bigint, token: string = f.t.chains.chains.ethereum.usdcAddress) {
    const sent = await payEip681Request({
      rpcUrl: f.t.chains.chains.ethereum.rpcUrl,
      url: encodeEip681Url({ kind: 'token', chainId: 1, token, recipient: wallet, amount }),
    });
    expect(sent.success).toBe(true);
    return sent.hash;
  }
  const misdirectedOf = (txId: string) =>
    f.t.ctx.deps.db.select().from(misdirectedTransfers).where(eq(misdirectedTransfers.txId, txId));
  /** A Base link with a misdirected payment on Ethereum, as the watcher records it. */
  async function misdirected() {
    const link = await baseLink('4');
    const hash = await sendOnEthereum(units(link.payAmount));
    await watchEvmTick(f.t.ctx, 'ethereum', { confirmations: 1, misdirected: true });
    const [m] = await misdirectedOf(hash);
    expect(m).toBeDefined();
    return { link, id: m!.id, hash };
  }
  return {
    f,
    units,
    baseLink,
    sendOnEthereum,
    misdirectedOf,
    misdirected,
    detail: async (id: string): Promise<PaymentDetail> =>
      (
        await f.t.ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(f.t.token) })
      ).json().data.payment,
    accept: (id: string, token: string) =>
      f.t.ctx.app.inject({ method: 'POST', url: `/api/payments/misdirected/${id}/accept`, headers: bearer(token) }),
    refund: (id: string, token: string, payload?: Record<string, unknown>) =>
      f.t.ctx.app.inject({
        method: 'POST',
        url: `/api/payments/misdirected/${id}/refund`,
        headers: bearer(token),
        payload,
      }),
  };
}
