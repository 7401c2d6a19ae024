import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decode as decodeBip21 } from 'bip21';
import { bitcoinTestWallet, type BitcoinTestWallet } from '@paylink/bitcoin-localnet';
import { bitcoinMerchant, startBitcoinTestContext, testAccountKey, watchBitcoinTick } from '../../test/bitcoin-chain';
import { joinAs } from '../../test/team-member';
import { bearer } from '../../test/test-app';
import { refunds } from '../refunds/schema';
import { refundClaims } from './schema';

// Issue 48: Bitcoin refund claim links, played by the attacker (whoever holds or guesses a claim link, another
// merchant, a viewer) on the local regtest chain. The rest of refunds: modules/refunds/refunds-abuse.test.ts.
let env: Awaited<ReturnType<typeof startBitcoinTestContext>>;
let customer: BitcoinTestWallet;
beforeAll(async () => {
  env = await startBitcoinTestContext();
  customer = bitcoinTestWallet(env.chain.esploraUrl);
  await customer.fund(10_000_000n);
  await env.chain.mine(1);
});
afterAll(() => env.close());

type Shop = Awaited<ReturnType<typeof bitcoinMerchant>>;
const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  env.ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const answer = (token: string, address: string) => call('POST', `/api/refund-claims/${token}`, {}, { address });
const freshAddress = () => bitcoinTestWallet(env.chain.esploraUrl).address;
const refundsOf = (paymentId: string) => env.ctx.deps.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));

/** A shop's BTC link paid 0.0015 for 0.001 (0.0005 owed back), and a claim link for what is owed. */
async function claimOnOverpaidLink(shop: Shop) {
  const created = await call('POST', '/api/payments/payment-link', bearer(shop.token), {
    label: 'Claimed',
    network: 'bitcoin',
    currency: 'BTC',
    amount: '0.001',
  });
  const link = created.json().data.payment as { id: string; paymentUrl: string };
  await customer.pay((decodeBip21(link.paymentUrl) as { address: string }).address, 150_000n);
  await env.chain.mine(1);
  await watchBitcoinTick(env.ctx);
  const claim = await call('POST', `/api/payments/payments/${link.id}/refund-claims`, bearer(shop.token), {});
  expect(claim.statusCode, claim.body).toBe(201);
  return { link, claimId: claim.json().data.claim.id as string, token: tokenOf(claim.json().data.url) };
}

describe('a refund claim link, as the attacker', () => {
  it('used twice answers once: the second holder of the link cannot re-point the refund', async () => {
    const shop = await bitcoinMerchant(env.ctx, { btcXpub: testAccountKey() });
    const { link, token } = await claimOnOverpaidLink(shop);
    const first = freshAddress();
    const answered = await answer(token, first);
    expect(answered.statusCode, answered.body).toBe(200);

    const thief = freshAddress();
    const again = await answer(token, thief);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    const rows = await refundsOf(link.id);
    expect(rows.map((r) => [r.toAddress, r.amount])).toEqual([[first, 50_000n]]);
    expect((await call('GET', `/api/refund-claims/${token}`)).json().data.claim).toMatchObject({
      status: 'ANSWERED',
      address: first,
    });
  });

  it('used twice at once answers once, one refund prepared', { tags: ['postgres'] }, async () => {
    const shop = await bitcoinMerchant(env.ctx, { btcXpub: testAccountKey() });
    const { link, claimId, token } = await claimOnOverpaidLink(shop);
    const addresses = [freshAddress(), freshAddress(), freshAddress()];
    const answers = await Promise.all(addresses.map((a) => answer(token, a)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await refundsOf(link.id);
    expect(rows).toHaveLength(1);
    const [claim] = await env.ctx.deps.db.select().from(refundClaims).where(eq(refundClaims.id, claimId));
    expect(claim!.address).toBe(rows[0]!.toAddress);
    expect(claim!.refundId).toBe(rows[0]!.id);
  });

  it('a guessed token, another merchant and a viewer get nothing; two open claims never refund more than arrived', async () => {
    const shop = await bitcoinMerchant(env.ctx, { btcXpub: testAccountKey() });
    const { link, token } = await claimOnOverpaidLink(shop);
    const guessed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await answer(guessed, freshAddress())).statusCode).toBe(404);
    expect((await call('GET', `/api/refund-claims/${guessed}`)).statusCode).toBe(404);

    const other = await bitcoinMerchant(env.ctx, { btcXpub: testAccountKey() });
    for (const method of ['GET', 'POST'] as const) {
      const seen = await call(
        method,
        `/api/payments/payments/${link.id}/refund-claims`,
        bearer(other.token),
        method === 'POST' ? { amount: '0.001' } : undefined,
      );
      expect(seen.statusCode, method).toBe(404);
    }
    const viewer = await joinAs(env.ctx, shop.accountId, 'viewer');
    const refused = await call('POST', `/api/payments/payments/${link.id}/refund-claims`, bearer(viewer.token), {});
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN_ROLE' });

    // A second claim for all that arrived, open beside the first: answering both never refunds more than 0.0015.
    const all = await call('POST', `/api/payments/payments/${link.id}/refund-claims`, bearer(shop.token), {
      amount: '0.0015',
    });
    expect(all.statusCode, all.body).toBe(201);
    expect((await answer(token, freshAddress())).statusCode).toBe(200);
    const over = await answer(tokenOf(all.json().data.url), freshAddress());
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect((await refundsOf(link.id)).reduce((sum, r) => sum + r.amount, 0n)).toBe(50_000n);
    // Refused, the claim stays open (the merchant may lower it by making another), never half answered.
    expect((await call('GET', `/api/refund-claims/${tokenOf(all.json().data.url)}`)).json().data.claim).toMatchObject({
      status: 'OPEN',
      address: null,
    });
  });
});
