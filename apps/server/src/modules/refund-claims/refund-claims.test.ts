// @module-tag smoke
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decode as decodeBip21 } from 'bip21';
import { bitcoinTestWallet, type BitcoinTestWallet } from '@paylink/bitcoin-localnet';
import { MSG } from '@paylink/shared';
import {
  bitcoinMerchant,
  startBitcoinTestContext,
  testAccountKey,
  watchBitcoinTick,
  bitcoinClients,
} from '../../test/bitcoin-chain';
import { bearer } from '../../test/test-app';
import { watchRefunds } from '../refunds/watch-refunds';
import { creditLedger } from '../credits/schema';
import { merchantAccounts } from '../accounts/schema';
import { refundClaims } from './schema';

let env: Awaited<ReturnType<typeof startBitcoinTestContext>>;
let customer: BitcoinTestWallet;
let token: string;
beforeAll(async () => {
  env = await startBitcoinTestContext();
  customer = bitcoinTestWallet(env.chain.esploraUrl);
  await customer.fund(10_000_000n);
  await env.chain.mine(1);
  token = (await bitcoinMerchant(env.ctx, { btcXpub: testAccountKey() })).token;
});
afterAll(() => env.close());

const inject = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, auth = true) =>
  env.ctx.app.inject({ method, url, headers: auth ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** A BTC link paid 0.0015 for 0.001: 0.0005 owed back. */
async function overpaidLink(label: string) {
  const link = (
    await inject('POST', '/api/payments/payment-link', { label, network: 'bitcoin', currency: 'BTC', amount: '0.001' })
  ).json().data.payment;
  await customer.pay((decodeBip21(link.paymentUrl) as { address: string }).address, 150_000n);
  await env.chain.mine(1);
  await watchBitcoinTick(env.ctx);
  return link as { id: string };
}

const watchRefundsNow = () => watchRefunds(env.ctx.deps.db, bitcoinClients(env.ctx), new Date());

describe('refund claim links: the customer gives the address, the merchant pays the refund', () => {
  it('claim → customer address → the merchant pays the BIP21 refund → COMPLETED; a second answer is refused', async () => {
    const link = await overpaidLink('Claimed order');
    const created = await inject('POST', `/api/payments/payments/${link.id}/refund-claims`, {});
    expect(created.statusCode, created.body).toBe(201);
    const { claim, url } = created.json().data;
    expect(claim).toMatchObject({ amount: '0.0005', currency: 'BTC', status: 'OPEN', address: null, refundId: null });
    expect(url).toMatch(new RegExp(`^${env.ctx.deps.config.appUrl}/refund-claim/[A-Za-z0-9_-]{43}$`));
    const [stored] = await env.ctx.deps.db.select().from(refundClaims).where(eq(refundClaims.id, claim.id));
    expect(stored!.tokenHash).not.toContain(tokenOf(url));

    const page = await inject('GET', `/api/refund-claims/${tokenOf(url)}`, undefined, false);
    expect(page.json().data.claim).toMatchObject({
      label: 'Claimed order',
      amount: '0.0005',
      currency: 'BTC',
      status: 'OPEN',
      bitcoinNetwork: 'regtest',
    });

    // The customer cannot change the amount: the body has only the address, anything else is ignored.
    const destination = bitcoinTestWallet(env.chain.esploraUrl).address;
    const answered = await inject(
      'POST',
      `/api/refund-claims/${tokenOf(url)}`,
      { address: destination, amount: '1' },
      false,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.claim).toMatchObject({ status: 'ANSWERED', address: destination, amount: '0.0005' });

    const again = await inject(
      'POST',
      `/api/refund-claims/${tokenOf(url)}`,
      { address: bitcoinTestWallet(env.chain.esploraUrl).address },
      false,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'CONFLICT' });

    const [listed] = (await inject('GET', `/api/payments/payments/${link.id}/refund-claims`)).json().data.claims;
    expect(listed).toMatchObject({ id: claim.id, status: 'ANSWERED', address: destination });
    const refunds = (await inject('GET', `/api/payments/payments/${link.id}/refunds`)).json().data.refunds;
    expect(refunds).toHaveLength(1);
    const refund = refunds[0];
    expect(refund).toMatchObject({ id: listed.refundId, status: 'PENDING', to: destination, amount: '0.0005' });
    expect(decodeBip21(refund.paymentUrl)).toMatchObject({ address: destination, options: { amount: 0.0005 } });

    const merchantWallet = bitcoinTestWallet(env.chain.esploraUrl);
    await merchantWallet.fund(1_000_000n);
    const { txid } = await merchantWallet.payBip21(refund.paymentUrl);
    await env.chain.mine(1);
    expect((await watchRefundsNow()).changed).toEqual([link.id]);
    const done = (await inject('GET', `/api/payments/payments/${link.id}/refunds/${refund.id}`)).json().data.refund;
    expect(done).toMatchObject({ status: 'COMPLETED', signature: txid });
  });

  it('refuses an address of another chain or no address, with the spec message, and leaves the claim open', async () => {
    const link = await overpaidLink('Bad address');
    const { url } = (
      await inject('POST', `/api/payments/payments/${link.id}/refund-claims`, { amount: '0.0002' })
    ).json().data;
    for (const address of ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'not-an-address']) {
      const refused = await inject('POST', `/api/refund-claims/${tokenOf(url)}`, { address }, false);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, error: MSG.invalidBitcoin, code: 'VALIDATION_ERROR' });
    }
    expect((await inject('POST', `/api/refund-claims/${tokenOf(url)}`, {}, false)).statusCode).toBe(400);
    expect((await inject('GET', `/api/refund-claims/${tokenOf(url)}`, undefined, false)).json().data.claim.status).toBe(
      'OPEN',
    );

    // Two answers at once: one takes the claim, the other is refused; one refund is prepared.
    const answers = await Promise.all(
      [1, 2].map(() =>
        inject(
          'POST',
          `/api/refund-claims/${tokenOf(url)}`,
          { address: bitcoinTestWallet(env.chain.esploraUrl).address },
          false,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await inject('GET', `/api/payments/payments/${link.id}/refunds`)).json().data.refunds).toHaveLength(1);
  });

  it('refuses an expired claim, an unknown token, and a claim above what may be refunded', async () => {
    const link = await overpaidLink('Expired');
    const created = (await inject('POST', `/api/payments/payments/${link.id}/refund-claims`, {})).json().data;
    await env.ctx.deps.db
      .update(refundClaims)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refundClaims.id, created.claim.id));
    expect(
      (await inject('GET', `/api/refund-claims/${tokenOf(created.url)}`, undefined, false)).json().data.claim.status,
    ).toBe('EXPIRED');
    const expired = await inject(
      'POST',
      `/api/refund-claims/${tokenOf(created.url)}`,
      { address: bitcoinTestWallet(env.chain.esploraUrl).address },
      false,
    );
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error).toContain('expired');

    const unknown = await inject('GET', '/api/refund-claims/nope', undefined, false);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });

    const tooMuch = await inject('POST', `/api/payments/payments/${link.id}/refund-claims`, { amount: '0.01' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toContain('at most 0.0015 BTC');
  });

  it('the merchant API (/api/v1) creates a claim for one credit, replays an Idempotency-Key, and lists claims for free', async () => {
    const link = await overpaidLink('Through the API');
    const accountId = (await inject('GET', '/api/auth/me')).json().data.user.id as string;
    // API keys come with a monthly plan (SPEC section 6).
    await env.ctx.deps.db
      .update(merchantAccounts)
      .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
      .where(eq(merchantAccounts.id, accountId));
    const apiKey = (await inject('POST', '/api/auth/generate-api-key')).json().data.apiKey as string;
    const credits = async () =>
      (
        await env.ctx.deps.db
          .select({ n: merchantAccounts.transactionCredits })
          .from(merchantAccounts)
          .where(eq(merchantAccounts.id, accountId))
      )[0]!.n;
    const before = await credits();
    const create = () =>
      env.ctx.app.inject({
        method: 'POST',
        url: `/api/v1/payment-links/${link.id}/refund-claims`,
        headers: { 'x-api-key': apiKey, 'idempotency-key': 'claim-1' },
        payload: { reason: 'Overpaid' },
      });
    const first = await create();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.claim).toMatchObject({ amount: '0.0005', currency: 'BTC', status: 'OPEN' });
    const again = await create();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.claim.id).toBe(first.json().data.claim.id);
    expect(await credits()).toBe(before - 1);
    expect(
      await env.ctx.deps.db.select().from(creditLedger).where(eq(creditLedger.referenceId, first.json().data.claim.id)),
    ).toHaveLength(1);

    const listed = await env.ctx.app.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${link.id}/refund-claims`,
      headers: { 'x-api-key': apiKey },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.claims.map((c: { id: string }) => c.id)).toEqual([first.json().data.claim.id]);
    expect(await credits()).toBe(before - 1);
    const stranger = await env.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/payment-links/${link.id}/refund-claims`,
      headers: { authorization: 'Bearer pl_live_nope' },
      payload: {},
    });
    expect(stranger.statusCode).toBe(401);
  });
});
