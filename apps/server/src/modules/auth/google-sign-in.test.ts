import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createTestContext, type TestContext } from '../../test/test-app';

const CLIENT_ID = 'paylink-test.apps.googleusercontent.com';
let ctx: TestContext;
let jwks: Server;
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`;
  ctx = await createTestContext({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: url });
});
afterAll(async () => {
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

const google = (credential: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } });

describe('Google sign-in', () => {
  it('creates a verified account with 5 credits, then signs the same account in again', async () => {
    const claims = { sub: 'google-123', email: 'Gina@Example.com', email_verified: true };
    const first = await google(await idToken(claims));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user).toMatchObject({ email: 'gina@example.com', transactionCredits: 5, emailVerified: true });
    const second = await google(await idToken(claims));
    expect(second.json().data.user.id).toBe(first.json().data.user.id);
  });

  it('refuses a token for another audience, an unverified email, or garbage', async () => {
    expect((await google(await idToken({ sub: 'x', email: 'x@example.com', email_verified: true }, 'someone-else'))).statusCode).toBe(401);
    expect((await google(await idToken({ sub: 'y', email: 'y@example.com', email_verified: false }))).statusCode).toBe(401);
    const bad = await google('not-a-jwt');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toBe('Google Sign-In was unsuccessful. Please try again.');
  });
});
