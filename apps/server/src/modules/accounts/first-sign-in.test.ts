import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, STRONG_PASSWORD, uniqueEmail, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'true' });
});
afterAll(() => ctx.close());

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });

describe('the first sign-in (the app says "Welcome!", later "Welcome back!")', () => {
  it('is first only once: the sign-in after verifying the email, not the next ones', async () => {
    const email = uniqueEmail();
    expect((await post('/api/auth/register', { email, password: STRONG_PASSWORD })).statusCode).toBe(201);
    const mail = await ctx.smtp.waitForEmail(email, 'Verify');
    const token = new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/verify-email')).searchParams.get('token');
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);

    const first = await post('/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.firstSignIn).toBe(true);
    const again = await post('/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(again.json().data.firstSignIn).toBe(false);
  });

  it('a registration that signed in already makes the next sign-in a return', async () => {
    const open = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
    try {
      const email = uniqueEmail();
      const registered = await open.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: STRONG_PASSWORD },
      });
      expect(registered.json().data.token).toBeTruthy();
      const login = await open.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: STRONG_PASSWORD },
      });
      expect(login.json().data.firstSignIn).toBe(false);
    } finally {
      await open.close();
    }
  });
});
