// @module-tag smoke
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@paylink/shared';
import { authTokens, merchantAccounts, users } from '../modules/accounts/schema';
import { creditLedger } from '../modules/credits/schema';
import { bearer, createTestContext, STRONG_PASSWORD, uniqueEmail, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'true' });
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function registerAndVerify(email = uniqueEmail()) {
  const res = await post('/api/auth/register', { email, password: STRONG_PASSWORD });
  expect(res.statusCode).toBe(201);
  const mail = await ctx.smtp.waitForEmail(email, 'Verify');
  const token = new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/verify-email')).searchParams.get('token');
  expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
  const login = await post('/api/auth/login', { email, password: STRONG_PASSWORD });
  expect(login.statusCode).toBe(200);
  return { email, token: login.json().data.token as string, user: login.json().data.user };
}

describe('registration', () => {
  it.each([
    [{ email: '', password: STRONG_PASSWORD }, MSG.emailRequired],
    [{ email: 'not-an-email', password: STRONG_PASSWORD }, MSG.invalidEmail],
    [{ email: uniqueEmail(), password: '' }, MSG.passwordRequired],
    [{ email: uniqueEmail(), password: 'Ab1' }, MSG.passwordMin8],
    [{ email: uniqueEmail(), password: 'alllowercase1' }, MSG.passwordComplexity],
    [{ email: uniqueEmail(), password: 'NoDigitsHere' }, MSG.passwordComplexity],
    [{ password: STRONG_PASSWORD }, MSG.emailRequired],
  ])('rejects %j with "%s"', async (payload, message) => {
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.map((d: { msg: string }) => d.msg)).toContain(message);
  });

  it('rejects a malformed JSON body with a 400, not a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('asks for email verification, gives 5 credits as a ledger entry, and refuses a duplicate email', async () => {
    const email = uniqueEmail('dup');
    const res = await post('/api/auth/register', { email, password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ requiresEmailVerification: true, email });
    const [user] = await ctx.deps.db.select().from(users).where(eq(users.email, email));
    const [account] = await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, user!.id));
    expect(account!.transactionCredits).toBe(5);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const ledger = await ctx.deps.db.select().from(creditLedger).where(eq(creditLedger.accountId, user!.id));
    expect(ledger.map((l) => [l.delta, l.reason])).toEqual([[5, 'signup_bonus']]);

    const again = await post('/api/auth/register', { email: email.toUpperCase(), password: STRONG_PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'EMAIL_TAKEN' });
  });

  it('rejects an invalid Solana wallet at registration', async () => {
    const res = await post('/api/auth/register', {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      walletAddress: 'abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MSG.invalidSolana);
  });
});

describe('sign-in', () => {
  it('refuses an unverified account with emailNotVerified, then signs in after the emailed link', async () => {
    const email = uniqueEmail('verify');
    await post('/api/auth/register', { email, password: STRONG_PASSWORD });
    const blocked = await post('/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ success: false, emailNotVerified: true, error: MSG.emailNotVerified });

    const mail = await ctx.smtp.waitForEmail(email, 'Verify');
    const token = new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/verify-email')).searchParams.get('token')!;
    const stored = await ctx.deps.db.select().from(authTokens);
    expect(stored.some((t) => t.tokenHash === token)).toBe(false);
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);

    const ok = await post('/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(ok.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(ok.json().data.token) });
    expect(me.json().data.user).toMatchObject({
      email,
      transactionCredits: 5,
      status: 'ACTIVE',
      isAdmin: false,
      totalPayments: 0,
    });
    expect(me.json().data.user.passwordHash).toBeUndefined();
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const { email } = await registerAndVerify();
    const wrong = await post('/api/auth/login', { email, password: 'WrongPass1' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'WrongPass1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error).toBe(MSG.invalidCredentials);
    expect(unknown.json().error).toBe(MSG.invalidCredentials);
  });

  it('validates the login form with the spec messages', async () => {
    expect((await post('/api/auth/login', { email: 'x', password: 'abcdef' })).json().error).toBe(MSG.invalidEmail);
    expect((await post('/api/auth/login', { email: 'a@b.co', password: 'abc' })).json().error).toBe(MSG.passwordMin6);
  });

  it('stops accepting the session of a suspended or deleted user, and refuses their sign-in', async () => {
    const { email, token, user } = await registerAndVerify();
    await ctx.deps.db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, user.id));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    const login = await post('/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('ACCOUNT_DISABLED');
    await ctx.deps.db.delete(users).where(eq(users.id, user.id));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('refuses missing, malformed and forged tokens', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer('nope') })).statusCode).toBe(
      401,
    );
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3JfeCIsImlzcyI6InBheWxpbmsifQ.c2lnbmF0dXJl';
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(forged) })).statusCode).toBe(
      401,
    );
  });
});

describe('password reset', () => {
  it('always answers success, emails a single-use link, and applies the registration password rule', async () => {
    const { email } = await registerAndVerify();
    const unknown = await post('/api/auth/forgot-password', { email: uniqueEmail('ghost') });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().success).toBe(true);

    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const mail = await ctx.smtp.waitForEmail(email, 'Reset');
    const token = new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/reset-password')).searchParams.get('token')!;

    const weak = await post('/api/auth/reset-password', { token, password: 'weakweak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toBe(MSG.passwordComplexity);

    expect((await post('/api/auth/reset-password', { token, password: 'N3wPassword' })).statusCode).toBe(200);
    const reuse = await post('/api/auth/reset-password', { token, password: 'An0therPass' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('INVALID_TOKEN');
    expect((await post('/api/auth/login', { email, password: 'N3wPassword' })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(401);
  });

  it('refuses an expired reset link', async () => {
    const { email } = await registerAndVerify();
    await post('/api/auth/forgot-password', { email });
    const mail = await ctx.smtp.waitForEmail(email, 'Reset');
    const token = new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/reset-password')).searchParams.get('token')!;
    await ctx.deps.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(authTokens.kind, 'reset_password'));
    expect((await post('/api/auth/reset-password', { token, password: 'N3wPassword' })).statusCode).toBe(400);
  });
});

describe('wallets', () => {
  const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
  const put = (token: string, url: string, payload: unknown) =>
    ctx.app.inject({ method: 'PUT', url, payload: payload as object, headers: bearer(token) });

  it.each([
    [
      {
        walletAddress: SOL,
        btcAddress: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
        ethAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      },
      200,
    ],
    [{ walletAddress: null, btcAddress: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', ethAddress: '' }, 200],
    [{ walletAddress: '', btcAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', ethAddress: null }, 200],
    [{ walletAddress: 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297' }, 200],
  ])('accepts %j', async (payload, status) => {
    const { token } = await registerAndVerify();
    const body = payload as Record<string, string | null>;
    const res = await put(token, '/api/auth/wallets', {
      walletAddress: null,
      btcAddress: null,
      ethAddress: null,
      ...body,
      ...(body.walletAddress?.startsWith('bc1') ? { walletAddress: null, btcAddress: body.walletAddress } : {}),
    });
    expect(res.statusCode).toBe(status);
  });

  it.each([
    [{ walletAddress: '1111111111111111111111111111111O' }, MSG.invalidSolana],
    [{ walletAddress: 'So11111111111111111111111111111111111111112x' }, MSG.invalidSolana],
    [{ walletAddress: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz' }, MSG.invalidSolana],
    [{ btcAddress: '2BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' }, MSG.invalidBitcoin],
    [{ btcAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx' }, MSG.invalidBitcoin],
    [{ ethAddress: '0x52908400098527886E0F7030069857D2E4169EE' }, MSG.invalidEthereum],
    [{ ethAddress: '52908400098527886E0F7030069857D2E4169EE7aa' }, MSG.invalidEthereum],
    // EIP-55: one letter's case flipped in a checksummed address.
    [{ ethAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' }, MSG.invalidEthereum],
    [{ walletAddress: '', btcAddress: null, ethAddress: '  ' }, MSG.atLeastOneWallet],
  ])('rejects %j with "%s"', async (payload, message) => {
    const { token } = await registerAndVerify();
    const res = await put(token, '/api/auth/wallets', {
      walletAddress: null,
      btcAddress: null,
      ethAddress: null,
      ...payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('saves an Ethereum address typed in lower case in its EIP-55 checksummed form', async () => {
    const { token } = await registerAndVerify();
    const res = await put(token, '/api/auth/wallets', {
      walletAddress: null,
      btcAddress: null,
      ethAddress: '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.ethAddress).toBe('0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359');
  });

  it('saves wallets, clears empty ones, and sets the Solana wallet alone', async () => {
    const { token } = await registerAndVerify();
    // Addresses of its own: the ones above belong to another account now (issue 29).
    const [sol, eth] = ['HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe'];
    const saved = await put(token, '/api/auth/wallets', { walletAddress: sol, btcAddress: '', ethAddress: eth });
    expect(saved.json().data.user).toMatchObject({ walletAddress: sol, btcAddress: null, ethAddress: eth });
    const single = await put(token, '/api/auth/wallet', { walletAddress: 'bad' });
    expect(single.statusCode).toBe(400);
    expect(single.json().error).toBe(MSG.invalidSolana);
  });
});

describe('credits ledger', () => {
  it('keeps every account balance equal to the sum of its ledger rows', async () => {
    await registerAndVerify();
    const rows = (await ctx.deps.db.execute(sql`
      select u.id, u.transaction_credits, coalesce(sum(l.delta), 0)::int as ledger
      from merchant_accounts u left join credit_ledger l on l.account_id = u.id group by u.id`)) as unknown as {
      rows: { transaction_credits: number; ledger: number }[];
    };
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const row of rows.rows) expect(row.transaction_credits).toBe(row.ledger);
  });
});

describe('system', () => {
  it('answers health once migrated and refuses framing of the dashboard', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({
      status: 'ok',
      watcher: { quarantined: 0 },
      prices: { status: 'ok', source: 'offline', pricesAt: expect.any(String), reason: null },
      networks: {},
      sponsor: { address: expect.any(String), balanceLamports: null, low: false },
      relayer: null,
      screening: expect.objectContaining({ status: 'not_configured', loadedAt: null, entries: 0, lastFailureAt: null }),
    });
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps the dev outbox off unless DEV_OUTBOX is on', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});
