import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signUp, uniqueEmail, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false', LOGIN_RATE_LIMIT: '3' });
});
afterAll(() => ctx.close());

const check = (token: string, ip = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/team/invitations/check', payload: { token }, remoteAddress: ip });

describe('POST /api/team/invitations/check (the invite page checks its link when it opens)', () => {
  it('a pending invitation is valid, signed out too; a revoked or unknown one is refused', async () => {
    const owner = await signUp(ctx);
    const email = uniqueEmail();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: bearer(owner.token),
      payload: { email, role: 'viewer' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await ctx.smtp.waitForEmail(email, 'invited');
    const token = new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/accept-invite')).searchParams.get('token')!;
    expect((await check(token)).statusCode).toBe(200);
    expect((await check(token)).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/team/invitations/${res.json().data.invitation.id}`,
      headers: bearer(owner.token),
    });
    const revoked = await check(token);
    expect(revoked.statusCode).toBe(400);
    expect(revoked.json()).toEqual({
      success: false,
      error: 'This invitation link is invalid, was already used or has expired. Ask for a new one.',
      code: 'INVALID_TOKEN',
    });
    expect((await check('no-such-invitation-token-000000000000')).statusCode).toBe(400);
  });

  it('guessing links is limited per IP', async () => {
    for (let i = 0; i < 3; i++)
      expect((await check(`guess-${i}-0000000000000000000000000000`, '10.9.9.8')).statusCode).toBe(400);
    expect((await check('guess-4-0000000000000000000000000000', '10.9.9.8')).statusCode).toBe(429);
  });
});
