import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_HEADER } from '@paylink/shared';
import { bearer, createTestContext, signUp, STRONG_PASSWORD, type TestContext } from '../../test/test-app';
import { joinAs } from '../../test/team-member';
import { authenticator, enrolTwoFactor, nextTotpWindow } from '../../test/two-factor';
import { signTwoFactorChallenge } from './two-factor-challenge';
import { totpCode } from './totp';

// Two-factor sign-in played by the attacker: they have the password (phished, reused) or a session, not the phone.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false', LOGIN_RATE_LIMIT: '5' });
});
afterAll(async () => {
  vi.useRealTimers();
  await ctx.close();
});

const challengeFor = async (email: string) =>
  (
    await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: STRONG_PASSWORD } })
  ).json().data.challenge as string;
const secondStep = (challenge: string, code: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login/2fa', payload: { challenge, code } });
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
/** Six digits that are not the current code (nor the neighbouring windows'). */
function wrongCode(secret: string, n: number): string {
  const taken = [-30_000, 0, 30_000].map((ms) => totpCode(secret, new Date(Date.now() + ms)));
  for (let i = n; ; i++) {
    const guess = String(i).padStart(6, '0');
    if (!taken.includes(guess)) return guess;
  }
}

describe('two-factor abuse', () => {
  it('guessing codes with the password: after 5 wrong codes even the right one is refused (429) for the window', async () => {
    const victim = await signUp(ctx);
    const { secret } = await enrolTwoFactor(ctx, victim.token);
    const challenge = await challengeFor(victim.email);
    for (let i = 0; i < 5; i++) expect((await secondStep(challenge, wrongCode(secret, i * 7))).statusCode).toBe(401);
    const limited = await secondStep(challenge, authenticator(secret));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // A fresh challenge (signing in again with the password) is no new window of guesses.
    expect((await secondStep(await challengeFor(victim.email), authenticator(secret))).statusCode).toBe(429);
  });

  it('a code seen over the shoulder is not reusable within its window, for sign-in nor for a change', async () => {
    const victim = await signUp(ctx);
    const { secret } = await enrolTwoFactor(ctx, victim.token);
    const code = authenticator(secret);
    expect((await secondStep(await challengeFor(victim.email), code)).statusCode).toBe(200);
    const replay = await secondStep(await challengeFor(victim.email), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_TWO_FACTOR_CODE');
    const change = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/revoke-api-key',
      headers: { ...bearer(victim.token), [TWO_FACTOR_HEADER]: code },
    });
    expect(change.statusCode).toBe(403);
    // Nor is the previous window's code once a later one was used.
    nextTotpWindow();
    expect((await secondStep(await challengeFor(victim.email), authenticator(secret))).statusCode).toBe(200);
    expect(
      (await secondStep(await challengeFor(victim.email), totpCode(secret, new Date(Date.now() - 30_000)))).statusCode,
    ).toBe(401);
    nextTotpWindow();
  });

  it('a recovery code works once', async () => {
    const victim = await signUp(ctx);
    const { recoveryCodes } = await enrolTwoFactor(ctx, victim.token);
    expect((await secondStep(await challengeFor(victim.email), recoveryCodes[3]!)).statusCode).toBe(200);
    expect((await secondStep(await challengeFor(victim.email), recoveryCodes[3]!)).statusCode).toBe(401);
    // Two racing uses of one code: one wins.
    const challenge = await challengeFor(victim.email);
    const raced = await Promise.all([
      secondStep(challenge, recoveryCodes[4]!),
      secondStep(challenge, recoveryCodes[4]!),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('a recovery code of another account opens nothing', async () => {
    const victim = await signUp(ctx);
    await enrolTwoFactor(ctx, victim.token);
    const attacker = await signUp(ctx);
    const { recoveryCodes } = await enrolTwoFactor(ctx, attacker.token);
    expect((await secondStep(await challengeFor(victim.email), recoveryCodes[0]!)).statusCode).toBe(401);
  });

  it('the challenge is no session, a session token is no challenge, and a forged or expired challenge fails', async () => {
    const victim = await signUp(ctx);
    const { secret } = await enrolTwoFactor(ctx, victim.token);
    const challenge = await challengeFor(victim.email);
    expect((await me(challenge)).statusCode).toBe(401);
    expect((await secondStep(victim.token, authenticator(secret))).statusCode).toBe(401);
    const forged = await signTwoFactorChallenge(
      new TextEncoder().encode('not-the-server-key-not-the-server-key'),
      victim.userId,
    );
    expect((await secondStep(forged, authenticator(secret))).statusCode).toBe(401);
    vi.setSystemTime(Date.now() + 6 * 60_000);
    expect((await secondStep(challenge, authenticator(secret))).statusCode).toBe(401);
  });

  it('a stolen session cannot turn two-factor off, swap the authenticator or redirect payouts without a code', async () => {
    const victim = await signUp(ctx);
    await enrolTwoFactor(ctx, victim.token);
    const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
      ctx.app.inject({ method, url, headers: bearer(victim.token), payload });
    expect((await call('POST', '/api/auth/2fa/disable', { code: '' })).statusCode).toBe(400);
    expect((await call('POST', '/api/auth/2fa/setup', { currentPassword: STRONG_PASSWORD })).statusCode).toBe(409);
    expect(
      (await call('PUT', '/api/auth/wallet', { walletAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' })).json()
        .code,
    ).toBe('TWO_FACTOR_REQUIRED');
    expect((await me(victim.token)).json().data.user.twoFactorEnabled).toBe(true);
  });

  it('a removed member’s session dies for the account at once: it acts for the team no more', async () => {
    const owner = await signUp(ctx);
    const member = await joinAs(ctx, owner.accountId, 'admin');
    await enrolTwoFactor(ctx, member.token);
    expect((await me(member.token)).json().data.account.id).toBe(owner.accountId);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/team/members/${member.userId}`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(200);
    const after = await me(member.token);
    expect(after.json().data.account.id).not.toBe(owner.accountId);
    const members = await ctx.app.inject({ method: 'GET', url: '/api/team/members', headers: bearer(member.token) });
    expect(JSON.stringify(members.json())).not.toContain(owner.email);
  });
});
