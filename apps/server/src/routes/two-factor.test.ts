import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_HEADER } from '@paylink/shared';
import { bearer, createTestContext, signUp, STRONG_PASSWORD, type TestContext } from '../test/test-app';
import { authenticator, enrolTwoFactor, nextTotpWindow } from '../test/two-factor';
import { randomBytes } from 'node:crypto';
import { base58Encode } from '@paylink/shared';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(async () => {
  vi.useRealTimers();
  await ctx.close();
});

const freshSolanaAddress = () => base58Encode(randomBytes(32));
const login = (email: string, password = STRONG_PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const secondStep = (challenge: string, code: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login/2fa', payload: { challenge, code } });
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const post = (token: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload });

describe('two-factor enrolment', () => {
  it('asks for the password, gives an otpauth URI and its QR, and turns on only with a code from the app; recovery codes shown once', async () => {
    const user = await signUp(ctx);
    expect((await post(user.token, '/api/auth/2fa/setup', {})).statusCode).toBe(400);
    expect((await post(user.token, '/api/auth/2fa/setup', { currentPassword: 'Wr0ngPassword' })).statusCode).toBe(403);
    const setup = await post(user.token, '/api/auth/2fa/setup', { currentPassword: STRONG_PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Paylink:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Paylink&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCode).toMatch(/^data:image\/png;base64,/);

    // Pending: sign-in is unchanged until a code confirms the app holds the secret.
    expect((await login(user.email)).json().data.token).toBeTypeOf('string');
    const wrong = await post(user.token, '/api/auth/2fa/enable', {
      code: '000000' === authenticator(secret) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('INVALID_TWO_FACTOR_CODE');
    const enabled = await post(user.token, '/api/auth/2fa/enable', { code: authenticator(secret) });
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{8}-[A-Z2-7]{8}$/);
    expect(new Set(codes).size).toBe(10);
    expect((await me(user.token)).json().data.user.twoFactorEnabled).toBe(true);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/2fa', headers: bearer(user.token) })).json().data,
    ).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    await ctx.smtp.waitForEmail(user.email, 'Two-factor sign-in was turned on');
    expect((await post(user.token, '/api/auth/2fa/setup', { currentPassword: STRONG_PASSWORD })).statusCode).toBe(409);
    nextTotpWindow();
  });
});

describe('two-factor sign-in', () => {
  it('the password alone gives a challenge, not a session; the challenge and a code give the session', async () => {
    const user = await signUp(ctx);
    const { secret } = await enrolTwoFactor(ctx, user.token);
    const first = await login(user.email);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect((await me(data.challenge)).statusCode).toBe(401);
    expect((await secondStep(data.challenge, '12345')).statusCode).toBe(401);
    const done = await secondStep(data.challenge, authenticator(secret));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.user).toMatchObject({ email: user.email, twoFactorEnabled: true });
    expect((await me(done.json().data.token)).statusCode).toBe(200);
  });

  it('a recovery code signs in in place of a code, and the count goes down', async () => {
    const user = await signUp(ctx);
    const { recoveryCodes } = await enrolTwoFactor(ctx, user.token);
    const done = await secondStep(
      (await login(user.email)).json().data.challenge,
      recoveryCodes[0]!.toLowerCase().replace('-', ''),
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/2fa', headers: bearer(user.token) })).json().data
        .recoveryCodesLeft,
    ).toBe(9);
  });

  it('turned off with a code: the password alone signs in again', async () => {
    const user = await signUp(ctx);
    const { secret } = await enrolTwoFactor(ctx, user.token);
    expect((await post(user.token, '/api/auth/2fa/disable', { code: '999999' })).statusCode).toBe(403);
    const off = await post(user.token, '/api/auth/2fa/disable', { code: authenticator(secret) });
    expect(off.statusCode, off.body).toBe(200);
    expect((await login(user.email)).json().data.token).toBeTypeOf('string');
    await ctx.smtp.waitForEmail(user.email, 'Two-factor sign-in was turned off');
    nextTotpWindow();
  });

  it('new recovery codes replace the old ones', async () => {
    const user = await signUp(ctx);
    const { secret, recoveryCodes } = await enrolTwoFactor(ctx, user.token);
    const fresh = await post(user.token, '/api/auth/2fa/recovery-codes', { code: authenticator(secret) });
    expect(fresh.statusCode).toBe(200);
    expect((await secondStep((await login(user.email)).json().data.challenge, recoveryCodes[0]!)).statusCode).toBe(401);
    expect(
      (await secondStep((await login(user.email)).json().data.challenge, fresh.json().data.recoveryCodes[0]))
        .statusCode,
    ).toBe(200);
    nextTotpWindow();
  });
});

describe('changes that move money or hand out access need the code again', () => {
  it('payout addresses: 403 TWO_FACTOR_REQUIRED without the X-2FA-Code header, saved with a current code', async () => {
    const user = await signUp(ctx);
    const { secret } = await enrolTwoFactor(ctx, user.token);
    const put = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/wallets',
        headers: { ...bearer(user.token), ...headers },
        payload: { walletAddress: freshSolanaAddress() },
      });
    const without = await put({});
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ success: false, code: 'TWO_FACTOR_REQUIRED' });
    expect(
      (await put({ [TWO_FACTOR_HEADER]: '000000' === authenticator(secret) ? '111111' : '000000' })).json().code,
    ).toBe('INVALID_TWO_FACTOR_CODE');
    const withCode = await put({ [TWO_FACTOR_HEADER]: authenticator(secret) });
    expect(withCode.statusCode, withCode.body).toBe(200);
    nextTotpWindow();
  });

  it('API keys: generating and revoking need the code too', async () => {
    const user = await signUp(ctx);
    const { secret } = await enrolTwoFactor(ctx, user.token);
    for (const [method, url] of [
      ['POST', '/api/auth/generate-api-key'],
      ['DELETE', '/api/auth/revoke-api-key'],
      ['DELETE', '/api/auth/api-keys/key_1'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: bearer(user.token) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('TWO_FACTOR_REQUIRED');
    }
    // With the code the request goes through to the route (no key yet: 404).
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/revoke-api-key',
      headers: { ...bearer(user.token), [TWO_FACTOR_HEADER]: authenticator(secret) },
    });
    expect(revoke.statusCode).toBe(404);
    nextTotpWindow();
  });

  it('without two-factor sign-in nothing changes for these routes', async () => {
    const user = await signUp(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/wallets',
      headers: bearer(user.token),
      payload: { walletAddress: freshSolanaAddress() },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
