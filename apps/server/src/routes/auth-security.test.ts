import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, like } from 'drizzle-orm';
import { loginUser } from '../modules/accounts/login-user';
import { rateLimitBuckets } from '../modules/rate-limits/schema';
import { createTestContext, STRONG_PASSWORD, uniqueEmail, type TestContext } from '../test/test-app';
import { authCalls } from '../test/auth-calls';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'true' });
});
afterAll(() => ctx.close());

const { post, me, verifiedAccount, signIn } = authCalls(() => ctx);

async function resetLink(email: string) {
  const before = ctx.smtp.received.length;
  expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
  const mail = await ctx.smtp.waitForEmail(email, 'Reset', 15_000, before);
  return new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/reset-password')).searchParams.get('token')!;
}

describe('revocable sessions', () => {
  it('logout ends only that session: its token is 401 afterwards, another device stays signed in', async () => {
    const email = await verifiedAccount();
    const laptop = await signIn(email);
    const phone = await signIn(email);
    const out = await post('/api/auth/logout', {}, { token: laptop });
    expect(out.statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('logout-all ends every session of the account', async () => {
    const email = await verifiedAccount();
    const laptop = await signIn(email);
    const phone = await signIn(email);
    expect((await post('/api/auth/logout-all', {}, { token: phone })).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(await signIn(email))).statusCode).toBe(200);
  });

  it('a password reset ends every session and voids every other reset link', async () => {
    const email = await verifiedAccount();
    const stolen = await signIn(email);
    const first = await resetLink(email);
    const second = await resetLink(email);
    expect((await post('/api/auth/reset-password', { token: second, password: 'N3wPassword' })).statusCode).toBe(200);
    expect((await me(stolen)).statusCode).toBe(401);
    const old = await post('/api/auth/reset-password', { token: first, password: 'Att4ckerPass' });
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('INVALID_TOKEN');
    expect((await post('/api/auth/login', { email, password: 'N3wPassword' })).statusCode).toBe(200);
  });

  it('limits reset attempts with invalid links per IP', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 5; i += 1)
      expect(
        (await post('/api/auth/reset-password', { token: `guess-${i}`, password: 'N3wPassword' }, { ip })).statusCode,
      ).toBe(400);
    const limited = await post('/api/auth/reset-password', { token: 'guess-6', password: 'N3wPassword' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });
});

describe('pre-registered unverified accounts', () => {
  it('a password reset by the owner drops the wallet the unverified registrant set', async () => {
    const email = uniqueEmail('prehijack');
    const attackerWallet = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    expect(
      (await post('/api/auth/register', { email, password: 'Att4ckerPass', walletAddress: attackerWallet })).statusCode,
    ).toBe(201);
    const token = await resetLink(email);
    expect((await post('/api/auth/reset-password', { token, password: 'N3wPassword' })).statusCode).toBe(200);
    const login = await post('/api/auth/login', { email, password: 'N3wPassword' });
    expect(login.json().data.user).toMatchObject({ emailVerified: true, walletAddress: null });
  });
});

describe('login throttle', () => {
  it('records every one of 20 parallel wrong passwords, and lets none past the limit reach the password check', async () => {
    const email = await verifiedAccount();
    const ip = '203.0.113.20';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/auth/login', { email, password: 'WrongPass1' }, { ip })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const [byIp] = await ctx.deps.db
      .select()
      .from(rateLimitBuckets)
      .where(eq(rateLimitBuckets.key, `loginIp:${ip}`));
    expect(byIp!.points).toBe(20);
    // Even the right password is refused from the locked IP.
    expect((await post('/api/auth/login', { email, password: STRONG_PASSWORD }, { ip })).statusCode).toBe(429);
  });

  it('the owner can still sign in from an IP that has not failed while an attacker is locked out', async () => {
    const email = await verifiedAccount();
    for (let i = 0; i < 5; i += 1)
      expect(
        (await post('/api/auth/login', { email, password: 'WrongPass1' }, { ip: '203.0.113.31' })).statusCode,
      ).toBe(401);
    const attacker = await post('/api/auth/login', { email, password: 'WrongPass1' }, { ip: '203.0.113.31' });
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    expect(attacker.json().code).toBe('RATE_LIMITED');
    // The account is over its limit: a new IP gets one try, and a second failure from it is refused.
    expect((await post('/api/auth/login', { email, password: 'WrongPass1' }, { ip: '203.0.113.33' })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/login', { email, password: 'WrongPass1' }, { ip: '203.0.113.33' })).statusCode).toBe(
      429,
    );
    expect(
      (await post('/api/auth/login', { email, password: STRONG_PASSWORD }, { ip: '198.51.100.1' })).statusCode,
    ).toBe(200);
  });

  it('limits failed sign-ins per IP across accounts', async () => {
    const ip = '203.0.113.40';
    for (let i = 0; i < 5; i += 1)
      await post('/api/auth/login', { email: uniqueEmail('spray'), password: 'WrongPass1' }, { ip });
    expect(
      (await post('/api/auth/login', { email: uniqueEmail('spray'), password: 'WrongPass1' }, { ip })).statusCode,
    ).toBe(429);
  });

  it('a spoofed X-Forwarded-For does not escape the limit (TRUST_PROXY is off by default)', async () => {
    const email = await verifiedAccount();
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i += 1)
      await post(
        '/api/auth/login',
        { email, password: 'WrongPass1' },
        { ip, headers: { 'x-forwarded-for': `10.0.0.${i}` } },
      );
    const spoofed = await post(
      '/api/auth/login',
      { email, password: 'WrongPass1' },
      { ip, headers: { 'x-forwarded-for': '10.0.0.99' } },
    );
    expect(spoofed.statusCode).toBe(429);
  });

  it('10,000 failures with random emails from one IP leave a bounded number of counter rows', async () => {
    const ip = '203.0.113.77';
    const rows = async () =>
      (
        await ctx.deps.db
          .select({ n: count() })
          .from(rateLimitBuckets)
          .where(like(rateLimitBuckets.key, `%${ip}%`))
      )[0]!.n;
    const refusals: string[] = [];
    for (let i = 0; i < 10_000; i += 1) {
      const email = `random-${i}-${Math.random().toString(36).slice(2)}@example.com`;
      await loginUser(ctx.deps, { email, password: 'WrongPass1' }, ip).catch((err: { code: string }) =>
        refusals.push(err.code),
      );
    }
    expect(refusals.filter((c) => c === 'RATE_LIMITED')).toHaveLength(10_000 - 5);
    // One per-IP row, plus a (account, IP) row for each of the LOGIN_RATE_LIMIT (5) attempts let through;
    // the per-account rows of those 5 emails are keyed by email alone.
    expect(await rows()).toBe(1 + 5);
    const accountRows = await ctx.deps.db
      .select({ n: count() })
      .from(rateLimitBuckets)
      .where(like(rateLimitBuckets.key, 'loginAccount:random-%'));
    expect(accountRows[0]!.n).toBe(5);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await createTestContext({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(() => proxied.close());

  it('uses X-Forwarded-For only when the request comes from a listed proxy', async () => {
    const attempt = (remoteAddress: string, xff: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail('xff'), password: 'WrongPass1' },
        remoteAddress,
        headers: { 'x-forwarded-for': xff },
      });
    for (let i = 0; i < 5; i += 1) await attempt('10.1.1.1', '198.51.100.200');
    expect((await attempt('10.1.1.1', '198.51.100.200')).statusCode).toBe(429);
    expect((await attempt('10.1.1.1', '198.51.100.201')).statusCode).toBe(401);
    // From outside the proxy list the header is ignored: the socket address is the client.
    for (let i = 0; i < 5; i += 1) await attempt('192.0.2.9', `198.51.100.${i}`);
    expect((await attempt('192.0.2.9', '198.51.100.250')).statusCode).toBe(429);
  });
});
