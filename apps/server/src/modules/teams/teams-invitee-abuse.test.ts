import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, STRONG_PASSWORD, uniqueEmail, type TestContext } from '../../test/test-app';
import { apiKeyOf, callAs, inviteByEmail, type ApiMethod, type Person } from '../../test/team-member';
import { accountMemberships, merchantAccounts, users } from '../accounts/schema';

// Signing up from an invitation, played by the attacker: someone else's link, a link used twice (or twice at once),
// a removed invitee, and an invitee who wants more than the role they were given.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

const call = (token: string, method: ApiMethod, url: string, payload?: object) =>
  callAs(ctx, token, method, url, payload);

const invite = async (owner: Person, email: string, role: string) =>
  (await inviteByEmail(ctx, owner, email, role)).token;

const register = (email: string, inviteToken: string, extra: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: STRONG_PASSWORD, inviteToken, ...extra },
  });
const userByEmail = async (email: string) => (await ctx.deps.db.select().from(users).where(eq(users.email, email)))[0];
const memberships = (accountId: string) =>
  ctx.deps.db.select().from(accountMemberships).where(eq(accountMemberships.accountId, accountId));

describe('an invitation link in the wrong hands', () => {
  it('signing up with it under another email is refused before anyone is created; the invited person still can', async () => {
    const owner = await signUp(ctx);
    const invited = uniqueEmail('invited');
    const token = await invite(owner, invited, 'admin');
    const thief = uniqueEmail('thief');

    const stolen = await register(thief, token);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await userByEmail(thief)).toBeUndefined();
    const unknown = await register(uniqueEmail('guess'), 'no-such-invitation-token-0000000000');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('INVALID_TOKEN');

    const res = await register(invited, token);
    expect(res.statusCode, res.body).toBe(201);
    expect((await memberships(owner.accountId)).map((m) => m.role).sort()).toEqual(['admin', 'owner']);
  });

  it('accepted once, it opens nothing again: not a second sign-up, not an accept by its user or anyone else', async () => {
    const owner = await signUp(ctx);
    const email = uniqueEmail('once');
    const token = await invite(owner, email, 'viewer');
    const first = await register(email, token);
    expect(first.statusCode).toBe(201);

    expect((await register(email, token)).json().code).toBe('EMAIL_TAKEN');
    const again = await call(first.json().data.token, 'POST', '/api/team/invitations/accept', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
    const other = await signUp(ctx);
    expect((await call(other.token, 'POST', '/api/team/invitations/accept', { token })).statusCode).toBe(400);
    expect(await memberships(owner.accountId)).toHaveLength(2);
  });

  it(
    'three sign-ups at once make one user and one membership; two accepts at once, one',
    { tags: ['postgres'] },
    async () => {
      const owner = await signUp(ctx);
      const email = uniqueEmail('race');
      const token = await invite(owner, email, 'developer');
      const answers = await Promise.all([register(email, token), register(email, token), register(email, token)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
      expect(await memberships(owner.accountId)).toHaveLength(2);

      // An existing user accepting from two sessions at once joins once.
      const email2 = uniqueEmail('race2');
      const token2 = await invite(owner, email2, 'viewer');
      const person = await signUp(ctx, email2);
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: email2, password: STRONG_PASSWORD },
      });
      const accepts = await Promise.all([
        call(person.token, 'POST', '/api/team/invitations/accept', { token: token2 }),
        call(login.json().data.token, 'POST', '/api/team/invitations/accept', { token: token2 }),
      ]);
      expect(accepts.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      expect(await memberships(owner.accountId)).toHaveLength(3);
    },
  );
});

describe('a removed invitee', () => {
  it('keeps nothing that works: no session access, no API key, no way back in; their own account is empty', async () => {
    const owner = await signUp(ctx);
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE', transactionCredits: 10 })
      .where(eq(merchantAccounts.id, owner.accountId));
    await call(owner.token, 'PUT', '/api/auth/wallet', {
      walletAddress: 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH',
    });
    const link = await call(owner.token, 'POST', '/api/payments/payment-link', {
      amount: '1',
      currency: 'SOL',
      network: 'solana',
      label: 'Team secret',
    });
    expect(link.statusCode, link.body).toBe(201);
    const email = uniqueEmail('gone');
    const res = await register(email, await invite(owner, email, 'developer'));
    const session = res.json().data.token as string;
    const userId = res.json().data.user.id as string;
    const key = await apiKeyOf(ctx, { token: session });
    expect((await call(owner.token, 'DELETE', `/api/team/members/${userId}`)).statusCode).toBe(200);

    for (const [method, url, body] of [
      ['GET', '/api/payments/payments', undefined],
      ['GET', `/api/payments/payments/${link.json().data.payment.id}`, undefined],
      ['POST', '/api/payments/payment-link', { amount: '1', currency: 'SOL', network: 'solana' }],
      ['GET', '/api/auth/api-keys', undefined],
    ] as const) {
      const denied = await call(session, method, url, body);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json().code, url).toBe('NO_ACCOUNT');
      expect(denied.body, url).not.toContain('Team secret');
    }
    expect((await call(session, 'POST', '/api/auth/switch-account', { accountId: owner.accountId })).statusCode).toBe(
      404,
    );
    const byKey = await ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links', headers: { 'x-api-key': key } });
    expect(byKey.statusCode).toBeGreaterThanOrEqual(401);
    expect(byKey.statusCode).toBeLessThan(404);

    // Their own account, made afterwards, is theirs alone: none of the team's links.
    expect((await call(session, 'POST', '/api/auth/own-account')).statusCode).toBe(201);
    const mine = await call(session, 'GET', '/api/payments/payments');
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain('Team secret');
  });
});

describe('an invitee who wants more than their role', () => {
  it('cannot turn a viewer invitation into owner: not at sign-up, not at accept, not afterwards', async () => {
    const owner = await signUp(ctx);
    const email = uniqueEmail('climber');
    const token = await invite(owner, email, 'viewer');
    const res = await register(email, token, { role: 'owner' });
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json().data.token as string;
    const userId = res.json().data.user.id as string;
    expect((await call(session, 'GET', '/api/auth/me')).json().data.account).toMatchObject({ role: 'viewer' });

    for (const [method, url, body] of [
      ['PUT', `/api/team/members/${userId}`, { role: 'owner' }],
      ['PUT', `/api/team/members/${userId}`, { role: 'admin' }],
      ['POST', '/api/team/transfer-ownership', { userId }],
      ['POST', '/api/team/invitations', { email: uniqueEmail('sock'), role: 'admin' }],
    ] as const) {
      expect((await call(session, method, url, body)).statusCode, url).toBe(403);
    }
    // Their own account makes them owner of that one only.
    expect((await call(session, 'POST', '/api/auth/own-account')).json().data.account).toMatchObject({
      id: userId,
      role: 'owner',
    });
    const roles = Object.fromEntries((await memberships(owner.accountId)).map((m) => [m.userId, m.role]));
    expect(roles).toEqual({ [owner.userId]: 'owner', [userId]: 'viewer' });
  });
});
