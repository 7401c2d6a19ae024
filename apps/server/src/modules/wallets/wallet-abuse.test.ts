import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HDKey } from '@scure/bip32';
import { receiveAddress } from '../chains/bitcoin/receive-address';
import { users } from '../accounts/schema';
import { bearer, createTestContext, signUpWithCredits, STRONG_PASSWORD, type TestContext } from '../../test/test-app';

/** BIP84's test vectors: the account key of "abandon … about" at m/84'/0'/0', and its first receive address. */
const BIP84_ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const BIP84_FIRST = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
/** A fresh mainnet account key (an address or key belongs to the first account a link uses it for). */
const freshKey = () => HDKey.fromMasterSeed(randomBytes(32)).derive("m/84'/0'/0'").publicExtendedKey;

/**
 * Issue 48 item 9, as someone holding a merchant's session (a stolen cookie, a shared laptop): saving a Bitcoin
 * account key redirected new BTC links to the attacker's wallet without the password and without telling anyone,
 * while changing the Bitcoin address needed both.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    REQUIRE_EMAIL_VERIFICATION: 'false',
    BITCOIN_ESPLORA_URL: 'http://127.0.0.1:1',
    BITCOIN_NETWORK: 'mainnet',
  });
});
afterAll(() => ctx.close());

const put = (m: { token: string; btcAddress: string | null }, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/auth/wallets',
    headers: bearer(m.token),
    payload: { walletAddress: null, btcAddress: m.btcAddress, ethAddress: null, ...payload },
  });
const btcLink = async (m: { token: string }) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: { label: 'Order', network: 'bitcoin', currency: 'BTC', amount: '0.0005' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment.recipientAddress as string;
};

async function merchantWithBitcoinAddress() {
  const m = { ...(await signUpWithCredits(ctx, 10)), btcAddress: receiveAddress(freshKey(), 0, 'mainnet') };
  expect((await put(m, {})).statusCode).toBe(200);
  return m;
}

describe('a Bitcoin account key saved from a hijacked session', () => {
  it('needs the current password beside a saved Bitcoin address; new links keep paying that address until then', async () => {
    const m = await merchantWithBitcoinAddress();
    const before = ctx.smtp.received.length;
    const bare = await put(m, { btcXpub: BIP84_ZPUB });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', passwordRequired: true });
    expect((await put(m, { btcXpub: BIP84_ZPUB, currentPassword: 'Att4ckerGuess' })).statusCode).toBe(403);
    expect(await btcLink(m)).toBe(m.btcAddress);

    // The merchant themself: with the password, announced like an address change, naming the key's first address.
    const ok = await put(m, { btcXpub: BIP84_ZPUB, currentPassword: STRONG_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    const mail = await ctx.smtp.waitForEmail(m.email, 'payout address was changed', 15_000, before);
    expect(mail.text).toContain(
      `Bitcoin account key payout address: ${BIP84_ZPUB} (first address ${BIP84_FIRST}; new Bitcoin links pay addresses of this key`,
    );
    expect(await btcLink(m)).toBe(BIP84_FIRST);
  });

  it('needs the emailed confirmation for an account without a password', async () => {
    const m = await merchantWithBitcoinAddress();
    await ctx.deps.db.update(users).set({ passwordHash: null }).where(eq(users.email, m.email));
    const before = ctx.smtp.received.length;
    const key = freshKey();
    const pending = await put(m, { btcXpub: key });
    expect(pending.statusCode).toBe(202);
    expect(pending.json().data).toMatchObject({
      confirmationSent: true,
      user: { btcXpub: null, btcAddress: m.btcAddress },
    });
    const mail = await ctx.smtp.waitForEmail(m.email, 'Confirm your new Paylink payout address', 15_000, before);
    expect(mail.text).toContain(`first address ${receiveAddress(key, 0, 'mainnet')}`);
    expect(await btcLink(m)).toBe(m.btcAddress);
  });

  it('a first key where no Bitcoin payout was set needs nothing more, and Settings shows its first address', async () => {
    const m = { ...(await signUpWithCredits(ctx, 10)), btcAddress: null };
    const key = freshKey();
    expect((await put(m, { btcXpub: key })).statusCode).toBe(200);
    const gap = await ctx.app.inject({ method: 'GET', url: '/api/wallets/bitcoin-gap', headers: bearer(m.token) });
    expect(gap.json().data).toMatchObject({ firstAddress: receiveAddress(key, 0, 'mainnet'), overGapLimit: false });
    // A Bitcoin address saved beside the key redirects nothing (the key still wins), so it needs nothing either.
    expect(
      (await put({ ...m, btcAddress: receiveAddress(freshKey(), 0, 'mainnet') }, { btcXpub: key })).statusCode,
    ).toBe(200);
    expect(await btcLink(m)).toBe(receiveAddress(key, 0, 'mainnet'));
  });
});
