import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode as decodeBip21 } from 'bip21';
import { MSG } from '@paylink/shared';
import { bearer, createTestContext, signUpWithCredits, type TestContext } from '../../../test/test-app';

/** BIP84's test vectors: the account key of "abandon … about" at m/84'/0'/0', and its first two receive addresses. */
const BIP84_ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const BIP84_RECEIVE = ['bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g'];
const TPUB =
  'tpubDC8msFGeGuwnKG9Upg7DM2b4DaRqg3CUZa5g8v2SRQ6K4NSkxUgd7HsL2XVWbVm39yBA4LAxysQAm397zwQSQoQgewGiYZqrA9DsP4zbQ1M';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  // A mainnet server; creating links never calls the Esplora API.
  ctx = await createTestContext({
    REQUIRE_EMAIL_VERIFICATION: 'false',
    BITCOIN_ESPLORA_URL: 'http://127.0.0.1:1',
    BITCOIN_NETWORK: 'mainnet',
  });
  token = (await signUpWithCredits(ctx, 100)).token;
});
afterAll(() => ctx.close());

const putWallets = (payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/auth/wallets',
    headers: bearer(token),
    payload: { walletAddress: null, btcAddress: null, ethAddress: null, ...payload },
  });
const createLink = () =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label: 'Order', network: 'bitcoin', currency: 'BTC', amount: '0.0005' },
  });
const gap = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/wallets/bitcoin-gap', headers: bearer(token) })).json().data;

describe('a Bitcoin account key (btcXpub): a fresh BIP84 address per link', () => {
  it('refuses keys of another chain and strings that are no key, and Settings addresses of another chain', async () => {
    const tpub = await putWallets({ btcXpub: TPUB });
    expect(tpub.statusCode).toBe(400);
    expect(tpub.json().error).toContain('mainnet');
    const broken = await putWallets({ btcXpub: `${BIP84_ZPUB.slice(0, -1)}t` });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe(MSG.invalidBitcoinAccountKey);
    const testnet = await putWallets({ btcAddress: 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7' });
    expect(testnet.statusCode).toBe(400);
    expect(testnet.json().error).toBe(MSG.invalidBitcoin);
  });

  it(
    'gives two links, created at once, the first two receive addresses of the BIP84 test vectors',
    { tags: ['postgres'] },
    async () => {
      const saved = await putWallets({ btcXpub: BIP84_ZPUB });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.user.btcXpub).toBe(BIP84_ZPUB);
      const created = await Promise.all([createLink(), createLink()]);
      const links = created.map((res) => {
        expect(res.statusCode, res.body).toBe(201);
        return res.json().data.payment;
      });
      expect(links.map((l) => l.recipientAddress).sort()).toEqual([...BIP84_RECEIVE].sort());
      for (const link of links) {
        const { address, options } = decodeBip21(link.paymentUrl) as { address: string; options: { amount: number } };
        expect(address).toBe(link.recipientAddress);
        // The address names the link: no unique offset on the amount.
        expect(options.amount).toBe(0.0005);
        expect(link.payAmount).toBe('0.0005');
      }
    },
  );

  it('warns from 20 addresses in a row given to links that received nothing (the gap limit)', async () => {
    expect(await gap()).toMatchObject({ unusedInARow: 2, gapLimit: 20, overGapLimit: false });
    for (let i = 0; i < 18; i++) expect((await createLink()).statusCode).toBe(201);
    expect(await gap()).toMatchObject({ unusedInARow: 20, overGapLimit: true });
  });
});
