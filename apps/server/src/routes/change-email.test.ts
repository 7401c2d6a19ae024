import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signUp, STRONG_PASSWORD, uniqueEmail, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

const change = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/change-email', headers: bearer(token), payload });
const confirm = (token: string | null) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/confirm-email-change', payload: { token } });
const login = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: STRONG_PASSWORD } });
async function linkTo(email: string) {
  const mail = await ctx.smtp.waitForEmail(email, 'Confirm your new Paylink email');
  return new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/confirm-email-change')).searchParams.get('token');
}

describe('changing the sign-in email', () => {
  it('verifies the new address by emailed link, tells the old one, and then signs in with the new one only', async () => {
    const user = await signUp(ctx);
    const newEmail = uniqueEmail('moved');
    const asked = await change(user.token, { newEmail: newEmail.toUpperCase(), currentPassword: STRONG_PASSWORD });
    expect(asked.statusCode, asked.body).toBe(202);
    const notice = await ctx.smtp.waitForEmail(user.email, 'change of your Paylink email address was requested');
    expect(notice.text).toContain(newEmail);
    // Nothing changes before the new address confirms.
    expect((await login(user.email)).statusCode).toBe(200);

    const done = await confirm(await linkTo(newEmail));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.email).toBe(newEmail);
    await ctx.smtp.waitForEmail(user.email, 'Your Paylink email address was changed');
    expect((await login(user.email)).statusCode).toBe(401);
    const signedIn = await login(newEmail);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ id: user.userId, email: newEmail, emailVerified: true });
  });

  it('a link works once, and a newer request voids the older link', async () => {
    const user = await signUp(ctx);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await change(user.token, { newEmail: first, currentPassword: STRONG_PASSWORD });
    const firstLink = await linkTo(first);
    await change(user.token, { newEmail: second, currentPassword: STRONG_PASSWORD });
    const secondLink = await linkTo(second);
    expect((await confirm(firstLink)).statusCode).toBe(400);
    expect((await confirm(secondLink)).statusCode).toBe(200);
    expect((await confirm(secondLink)).json()).toEqual({
      success: false,
      error: 'This confirmation link is invalid or has expired.',
      code: 'INVALID_TOKEN',
    });
  });

  it('needs the current password, and refuses an address another account has', async () => {
    const user = await signUp(ctx);
    const other = await signUp(ctx);
    expect((await change(user.token, { newEmail: uniqueEmail() })).statusCode).toBe(400);
    expect((await change(user.token, { newEmail: uniqueEmail(), currentPassword: 'Wr0ngPassword' })).statusCode).toBe(
      403,
    );
    const taken = await change(user.token, { newEmail: other.email, currentPassword: STRONG_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    expect((await change(user.token, { newEmail: 'not-an-email', currentPassword: STRONG_PASSWORD })).statusCode).toBe(
      400,
    );
  });

  it('an address taken between the request and the link answers 409, not 500', async () => {
    const user = await signUp(ctx);
    const wanted = uniqueEmail('race');
    await change(user.token, { newEmail: wanted, currentPassword: STRONG_PASSWORD });
    const link = await linkTo(wanted);
    await signUp(ctx, wanted);
    expect((await confirm(link)).statusCode).toBe(409);
  });
});
