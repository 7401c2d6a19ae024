import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false', LOGIN_RATE_LIMIT: '3' });
});
afterAll(() => ctx.close());

const check = (token: string, ip = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/check-reset-token', payload: { token }, remoteAddress: ip });

describe('POST /api/auth/check-reset-token (the reset page checks its link when it opens)', () => {
  it('a fresh link is valid and stays usable; a used or unknown one is refused', async () => {
    const user = await signUp(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const mail = await ctx.smtp.waitForEmail(user.email, 'Reset');
    const token = new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/reset-password')).searchParams.get('token')!;
    expect((await check(token)).statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token, password: 'N3wPassword1' },
        })
      ).statusCode,
    ).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({
      success: false,
      error: 'This reset link is invalid or has expired.',
      code: 'INVALID_TOKEN',
    });
  });

  it('guessing links is limited per IP like resets', async () => {
    for (let i = 0; i < 3; i++) expect((await check(`guess-${i}`, '10.9.9.9')).statusCode).toBe(400);
    expect((await check('guess-4', '10.9.9.9')).statusCode).toBe(429);
  });
});
