import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { base58Encode } from '@paylink/shared';
import { eq } from 'drizzle-orm';
import { users } from '../modules/accounts/schema';
import { rateLimitBuckets } from '../modules/rate-limits/schema';
import { bearer, createTestContext, STRONG_PASSWORD, uniqueEmail, type TestContext } from '../test/test-app';
import { authCalls } from '../test/auth-calls';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'true' });
});
afterAll(() => ctx.close());

const { post, me, verifiedAccount, signIn } = authCalls(() => ctx);

describe('dev outbox and public config', () => {
  it('is off with a real RPC provider and no SMTP, and /api/config does not reveal the provider URL', async () => {
    const hosted = await createTestContext(
      { SMTP_URL: '', DEV_OUTBOX: '' },
      {
        rpcUrl: 'https://mainnet.example-rpc.com/?api-key=s3cret',
        wsUrl: 'wss://mainnet.example-rpc.com/?api-key=s3cret',
        local: false,
      },
    );
    try {
      const email = uniqueEmail('outbox');
      await hosted.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: STRONG_PASSWORD },
      });
      const outbox = await hosted.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(outbox.statusCode).toBe(404);
      expect(outbox.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      const config = await hosted.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.body).not.toContain('s3cret');
      expect(config.json().data).toMatchObject({ rpcUrl: null, localChain: false, testWallet: false });
    } finally {
      await hosted.close();
    }
  });

  it('is on offline (local chain, no SMTP), readable from this machine only', async () => {
    const offline = await createTestContext({ SMTP_URL: '', DEV_OUTBOX: '' });
    try {
      const email = uniqueEmail('offline');
      await offline.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: STRONG_PASSWORD },
      });
      const local = await offline.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(local.statusCode).toBe(200);
      expect(local.json().data.emails[0]).toMatchObject({ to: email, subject: 'Verify your Paylink email address' });
      expect(
        (await offline.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.9' })).statusCode,
      ).toBe(404);
      expect((await offline.app.inject({ method: 'GET', url: '/api/config' })).json().data).toMatchObject({
        rpcUrl: 'http://127.0.0.1:1',
        testWallet: true,
      });
    } finally {
      await offline.close();
    }
  });
});

describe('changing a payout address that is already set', () => {
  // Fresh addresses per test: an address belongs to one account (issue 29).
  let SOL_A = '';
  let SOL_B = '';
  beforeEach(() => {
    SOL_A = base58Encode(randomBytes(32));
    SOL_B = base58Encode(randomBytes(32));
  });
  const put = (token: string, payload: object, url = '/api/auth/wallets') =>
    ctx.app.inject({ method: 'PUT', url, payload, headers: bearer(token) });

  it('sets the first wallet without a password, then asks for the current password and emails the account', async () => {
    const email = await verifiedAccount();
    const token = await signIn(email);
    expect((await put(token, { walletAddress: SOL_A }, '/api/auth/wallet')).statusCode).toBe(200);

    const missing = await put(token, { walletAddress: SOL_B, btcAddress: null, ethAddress: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, passwordRequired: true });
    const wrong = await put(token, { walletAddress: SOL_B }, '/api/auth/wallet');
    expect(wrong.statusCode).toBe(400);
    const guessed = await put(token, { walletAddress: SOL_B, currentPassword: 'Att4ckerGuess' }, '/api/auth/wallet');
    expect(guessed.statusCode).toBe(403);
    expect(guessed.json().error).toBe('Your current password is incorrect.');
    expect((await me(token)).json().data.user.walletAddress).toBe(SOL_A);

    const before = ctx.smtp.received.length;
    const ok = await put(token, {
      walletAddress: SOL_B,
      btcAddress: null,
      ethAddress: null,
      currentPassword: STRONG_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.walletAddress).toBe(SOL_B);
    const mail = await ctx.smtp.waitForEmail(email, 'payout address was changed', 15_000, before);
    expect(mail.text).toContain(`Solana payout address: ${SOL_B}`);
  });

  it('limits current-password guesses', async () => {
    const email = await verifiedAccount();
    const token = await signIn(email);
    await put(token, { walletAddress: SOL_A }, '/api/auth/wallet');
    for (let i = 0; i < 5; i += 1)
      expect(
        (await put(token, { walletAddress: SOL_B, currentPassword: `Guess${i}xx1` }, '/api/auth/wallet')).statusCode,
      ).toBe(403);
    expect(
      (await put(token, { walletAddress: SOL_B, currentPassword: STRONG_PASSWORD }, '/api/auth/wallet')).statusCode,
    ).toBe(429);
  });

  it('confirms the change by an emailed single-use link for an account without a password', async () => {
    const email = await verifiedAccount();
    const token = await signIn(email);
    await put(token, { walletAddress: SOL_A }, '/api/auth/wallet');
    await ctx.deps.db.update(users).set({ passwordHash: null }).where(eq(users.email, email));

    const before = ctx.smtp.received.length;
    const pending = await put(token, { walletAddress: SOL_B, btcAddress: null, ethAddress: null });
    expect(pending.statusCode).toBe(202);
    expect(pending.json().data).toMatchObject({
      confirmationSent: true,
      user: { walletAddress: SOL_A, hasPassword: false },
    });
    const mail = await ctx.smtp.waitForEmail(email, 'Confirm your new Paylink payout address', 15_000, before);
    const link = new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/confirm-wallet-change'));
    const confirmToken = link.searchParams.get('token')!;

    expect((await post('/api/auth/confirm-wallet-change', { token: 'forged' })).statusCode).toBe(400);
    const confirmed = await post('/api/auth/confirm-wallet-change', { token: confirmToken });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.user.walletAddress).toBe(SOL_B);
    expect((await me(token)).json().data.user.walletAddress).toBe(SOL_B);
    expect((await post('/api/auth/confirm-wallet-change', { token: confirmToken })).json().code).toBe('INVALID_TOKEN');
    await ctx.smtp.waitForEmail(email, 'payout address was changed', 15_000, before);
  });
});

describe('email-sending routes', () => {
  it('are limited per IP with counters in the database, shared by every API process', async () => {
    const limited = await createTestContext({ EMAIL_RATE_LIMIT: '2' });
    try {
      const forgot = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: uniqueEmail('flood') },
          remoteAddress: ip,
        });
      expect((await forgot('203.0.113.60')).statusCode).toBe(200);
      expect((await forgot('203.0.113.60')).statusCode).toBe(200);
      const third = await forgot('203.0.113.60');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect((await forgot('203.0.113.61')).statusCode).toBe(200);
      const [row] = await limited.deps.db
        .select()
        .from(rateLimitBuckets)
        .where(eq(rateLimitBuckets.key, 'email:203.0.113.60'));
      expect(row!.points).toBe(3);
    } finally {
      await limited.close();
    }
  });
});
