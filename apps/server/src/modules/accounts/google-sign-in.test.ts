import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { MSG } from '@paylink/shared';
import { users } from './schema';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { authenticator, enrolTwoFactor } from '../../test/two-factor';

const CLIENT_ID = 'paylink-test.apps.googleusercontent.com';
let ctx: TestContext;
let jwks: Server;
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
  );
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`;
  ctx = await createTestContext({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: url });
});
afterAll(async () => {
  vi.useRealTimers();
  await ctx.close();
  jwks.close();
});

function idToken(claims: Record<string, unknown>, audience = CLIENT_ID) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
}

const google = (credential: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } });

describe('Google sign-in', () => {
  it('creates a verified account with 5 credits, then signs the same account in again', async () => {
    const claims = { sub: 'google-123', email: 'Gina@Example.com', email_verified: true };
    const first = await google(await idToken(claims));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user).toMatchObject({
      email: 'gina@example.com',
      transactionCredits: 5,
      emailVerified: true,
    });
    const second = await google(await idToken(claims));
    expect(second.json().data.user.id).toBe(first.json().data.user.id);
  });

  it('with two-factor sign-in on, Google proves the first factor only: a challenge, then the code gives the session', async () => {
    const claims = {
      sub: `google-2fa-${Date.now()}`,
      email: `two-factor-${Date.now()}@example.com`,
      email_verified: true,
    };
    const first = (await google(await idToken(claims))).json().data;
    const { secret } = await enrolTwoFactor(ctx, first.token);
    const again = await google(await idToken(claims));
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/2fa',
      payload: { challenge: again.json().data.challenge, code: authenticator(secret) },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(done.json().data.token) }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a token for another audience, an unverified email, or garbage', async () => {
    expect(
      (await google(await idToken({ sub: 'x', email: 'x@example.com', email_verified: true }, 'someone-else')))
        .statusCode,
    ).toBe(401);
    expect((await google(await idToken({ sub: 'y', email: 'y@example.com', email_verified: false }))).statusCode).toBe(
      401,
    );
    const bad = await google('not-a-jwt');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toBe('Google Sign-In was unsuccessful. Please try again.');
  });
});

describe('Google sign-in into an account someone registered first', () => {
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });

  it('drops the unverified password, its sessions and its wallet; the registrant cannot sign in with their password', async () => {
    const email = `victim-${Date.now()}@example.com`;
    const wallet = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    expect(
      (await post('/api/auth/register', { email, password: 'Att4ckerPass', walletAddress: wallet })).statusCode,
    ).toBe(201);
    const signedIn = await google(await idToken({ sub: `google-victim-${Date.now()}`, email, email_verified: true }));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ email, emailVerified: true, walletAddress: null });
    const attacker = await post('/api/auth/login', { email, password: 'Att4ckerPass' });
    expect(attacker.statusCode).toBe(401);
    expect(attacker.json().error).toBe(MSG.invalidCredentials);
  });

  it('links a verified password account and keeps its password', async () => {
    const email = `linked-${Date.now()}@example.com`;
    expect((await post('/api/auth/register', { email, password: 'Own3rPassword' })).statusCode).toBe(201);
    await ctx.deps.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
    expect(
      (await google(await idToken({ sub: `google-linked-${Date.now()}`, email, email_verified: true }))).statusCode,
    ).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'Own3rPassword' })).statusCode).toBe(200);
  });

  it('a new person with an invitation joins that team (no account of their own, no credits); another Google email cannot use it', async () => {
    const owner = await google(
      await idToken({ sub: 'google-team-owner', email: 'owner@tea.example', email_verified: true }),
    );
    const ownerToken = owner.json().data.token as string;
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: bearer(ownerToken),
      payload: { email: 'barista@tea.example', role: 'cashier' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await ctx.smtp.waitForEmail('barista@tea.example', 'invited');
    const inviteToken = new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/accept-invite')).searchParams.get('token');
    const withInvite = async (claims: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/google',
        payload: { credential: await idToken(claims), inviteToken },
      });

    const thief = await withInvite({ sub: 'google-thief', email: 'thief@else.example', email_verified: true });
    expect(thief.statusCode).toBe(403);
    expect(await ctx.deps.db.select().from(users).where(eq(users.email, 'thief@else.example'))).toEqual([]);

    const res = await withInvite({ sub: 'google-barista', email: 'barista@tea.example', email_verified: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ transactionCredits: 0 });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(res.json().data.token) });
    expect(me.json().data.account).toMatchObject({ id: owner.json().data.user.id, role: 'cashier' });
  });
});
