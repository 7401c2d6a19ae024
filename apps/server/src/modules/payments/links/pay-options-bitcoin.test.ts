import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../../accounts/schema';
import { bitcoinMerchant, startBitcoinTestContext, testAccountKey } from '../../../test/bitcoin-chain';
import { bearer } from '../../../test/test-app';
import { payments } from '../schema';

let env: Awaited<ReturnType<typeof startBitcoinTestContext>>;
beforeAll(async () => {
  env = await startBitcoinTestContext();
});
afterAll(() => env.close());

const BOTH = [
  { network: 'solana', currency: 'USDC' },
  { network: 'bitcoin', currency: 'BTC' },
];

/** A merchant with a Solana wallet and these Bitcoin settings, creating a USD link with `payOptions`. */
async function link(wallet: { btcAddress?: string; btcXpub?: string }, payOptions = BOTH) {
  const m = await bitcoinMerchant(env.ctx, wallet);
  await env.ctx.deps.db
    .update(merchantAccounts)
    .set({ walletAddress: base58Encode(randomBytes(32)) })
    .where(eq(merchantAccounts.id, m.accountId));
  const res = await env.ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: { label: 'Order', amount: '30', currency: 'USD', payOptions },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment as { id: string; network: string; recipientAddress: string; payOptions: unknown };
}

const choose = (id: string, network: string, currency: string) =>
  env.ctx.app.inject({ method: 'POST', url: `/api/payments/${id}/pay-option`, payload: { network, currency } });

describe('Bitcoin as one option of a multi-network checkout', () => {
  it('pays the saved Bitcoin address, named by a unique amount, once the customer chooses it', async () => {
    const btcAddress = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
    const created = await link({ btcAddress });
    expect(created).toMatchObject({ network: 'solana', payOptions: BOTH });
    const res = await choose(created.id, 'bitcoin', 'BTC');
    expect(res.statusCode, res.body).toBe(200);
    const chosen = res.json().data;
    expect(chosen).toMatchObject({ network: 'bitcoin', payCurrency: 'BTC', recipientAddress: btcAddress });
    expect(chosen.paymentUrl).toMatch(new RegExp(`^bitcoin:${btcAddress}\\?amount=`));
  });

  it('with an account key saved, the option pays an address derived for this link alone (each link its own)', async () => {
    const btcXpub = testAccountKey();
    const first = await link({ btcXpub });
    const second = await link({ btcXpub });
    const options = async (id: string) =>
      (await env.ctx.deps.db.select({ o: payments.payOptions }).from(payments).where(eq(payments.id, id)))[0]!.o!;
    const [a, b] = [(await options(first.id))[1]!.recipientAddress, (await options(second.id))[1]!.recipientAddress];
    expect(a).toMatch(/^bcrt1q/);
    expect(b).toMatch(/^bcrt1q/);
    expect(a).not.toBe(b);
    const chosen = (await choose(first.id, 'bitcoin', 'BTC')).json().data;
    expect(chosen).toMatchObject({ network: 'bitcoin', recipientAddress: a });
    // The watcher names a link paid at its derived address by the link's key: such a link has one even with no
    // Solana option (a link paid at a saved address, named by its unique amount, has none: the contract test).
    const bitcoinOnly = await link({ btcXpub }, [{ network: 'bitcoin', currency: 'BTC' }]);
    expect((bitcoinOnly as { reference?: string | null }).reference).toEqual(expect.any(String));
  });

  it('may start on Bitcoin with an account key: the link and its option share the derived address', async () => {
    const created = await link({ btcXpub: testAccountKey() }, [BOTH[1]!, BOTH[0]!]);
    expect(created.network).toBe('bitcoin');
    expect(created.recipientAddress).toMatch(/^bcrt1q/);
    const [row] = await env.ctx.deps.db
      .select({ o: payments.payOptions })
      .from(payments)
      .where(eq(payments.id, created.id));
    expect(row!.o![0]!.recipientAddress).toBe(created.recipientAddress);
  });
});
