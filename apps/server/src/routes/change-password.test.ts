import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signUp, STRONG_PASSWORD, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false', LOGIN_RATE_LIMIT: '3' });
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'An0therStrongOne';
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const change = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(token), payload });

describe('POST /api/auth/change-password', () => {
  it('with the current password: the new one signs in, the old one no longer does, other devices are signed out, this one stays, the address is told', async () => {
    const user = await signUp(ctx);
    const otherDevice = (await login(user.email, STRONG_PASSWORD)).json().data.token as string;
    const res = await change(user.token, { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Password changed. Your other devices were signed out.');
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login(user.email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const mail = await ctx.smtp.waitForEmail(user.email, 'password was changed');
    expect(mail.text).toContain('every other device was signed out');
  });

  it('stores the new password as Argon2id', async () => {
    const user = await signUp(ctx);
    expect((await change(user.token, { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    const { findUser } = await import('../modules/accounts/find-user');
    expect((await findUser(ctx.deps.db, user.userId))!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a wrong or missing current password (403/400) and changes nothing; guesses are rate limited', async () => {
    const user = await signUp(ctx);
    const missing = await change(user.token, { currentPassword: '', newPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const wrong = await change(user.token, { currentPassword: 'Wr0ngPassword', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      success: false,
      error: 'Your current password is incorrect.',
      code: 'INVALID_CREDENTIALS',
    });
    for (let i = 0; i < 2; i++)
      await change(user.token, { currentPassword: `Wr0ngPassword${i}`, newPassword: NEW_PASSWORD });
    const limited = await change(user.token, { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect((await login(user.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('holds the new password to the registration rule', async () => {
    const user = await signUp(ctx);
    const res = await change(user.token, { currentPassword: STRONG_PASSWORD, newPassword: 'weakpass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/lowercase letter, one uppercase letter, and one number/);
  });

  it('needs a session', async () => {
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          payload: { currentPassword: 'x', newPassword: NEW_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
  });
});
