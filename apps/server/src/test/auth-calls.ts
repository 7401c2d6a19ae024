import { expect } from 'vitest';
import { bearer, STRONG_PASSWORD, uniqueEmail, type TestContext } from './test-app';

/**
 * The sign-in security tests' calls, on a product that requires email verification: `post` with an optional session,
 * extra headers and client IP; `me`; a verified account (registered, then verified from its email); a sign-in.
 * `ctx` is read when a call runs, so the tests can create the product in beforeAll.
 */
export function authCalls(ctx: () => TestContext) {
  const post = (
    url: string,
    payload: unknown,
    opts: { token?: string; ip?: string; headers?: Record<string, string> } = {},
  ) =>
    ctx().app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { ...(opts.token ? bearer(opts.token) : {}), ...opts.headers },
      remoteAddress: opts.ip,
    });
  const me = (token: string) => ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

  async function verifiedAccount(email = uniqueEmail('sec')) {
    expect((await post('/api/auth/register', { email, password: STRONG_PASSWORD })).statusCode).toBe(201);
    const mail = await ctx().smtp.waitForEmail(email, 'Verify');
    const token = new URL(ctx().smtp.linkIn(mail, 'http://localhost:8080/verify-email')).searchParams.get('token');
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    return email;
  }

  async function signIn(email: string, ip = '127.0.0.1') {
    const res = await post('/api/auth/login', { email, password: STRONG_PASSWORD }, { ip });
    expect(res.statusCode).toBe(200);
    return res.json().data.token as string;
  }

  return { post, me, verifiedAccount, signIn };
}
