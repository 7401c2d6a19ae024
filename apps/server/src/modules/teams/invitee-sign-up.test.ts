import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_CREDITS } from '@paylink/shared';
import { bearer, createTestContext, signUp, STRONG_PASSWORD, uniqueEmail, type TestContext } from '../../test/test-app';
import { creditLedger } from '../credits/schema';
import { merchantAccounts, users } from '../accounts/schema';
import { usersPage } from '../accounts/users-page';
import { authenticator, nextTotpWindow } from '../../test/two-factor';
import { callAs, inviteByEmail, type ApiMethod, type Person } from '../../test/team-member';

// A person invited to a team signs up from the invitation: they join it, with no merchant account of their own.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

const call = (token: string, method: ApiMethod, url: string, payload?: object) =>
  callAs(ctx, token, method, url, payload);

const invite = async (owner: Person, email: string, role: string) =>
  (await inviteByEmail(ctx, owner, email, role)).token;

const register = (email: string, inviteToken?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: STRONG_PASSWORD, ...(inviteToken ? { inviteToken } : {}) },
  });

describe('signing up from an invitation', () => {
  it('joins the team with the invited role: no merchant account, no credits; a later sign-in lands in the team', async () => {
    const owner = await signUp(ctx);
    const email = uniqueEmail('invitee');
    const token = await invite(owner, email, 'developer');

    const res = await register(email, token);
    expect(res.statusCode, res.body).toBe(201);
    const { token: session, user } = res.json().data;
    expect(user).toMatchObject({ email, transactionCredits: 0, walletAddress: null });
    const me = (await call(session, 'GET', '/api/auth/me')).json().data;
    expect(me.account).toMatchObject({ id: owner.accountId, role: 'developer' });
    expect(me.accounts).toEqual([expect.objectContaining({ id: owner.accountId, role: 'developer' })]);
    expect(me.user).toMatchObject({ transactionCredits: expect.any(Number) });
    expect(await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, user.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(creditLedger).where(eq(creditLedger.accountId, user.id))).toEqual([]);
    // They act for the team: its links, and it lists them.
    expect((await call(session, 'GET', '/api/payments/payments')).statusCode).toBe(200);
    const members = (await call(owner.token, 'GET', '/api/team/members')).json().data.members;
    expect(members).toContainEqual(expect.objectContaining({ email, role: 'developer' }));

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect((await call(login.json().data.token, 'GET', '/api/auth/me')).json().data.account).toMatchObject({
      id: owner.accountId,
      role: 'developer',
    });
    // The admin's list of users shows them, with no business of their own: credits or wallets for it are a 409.
    const { rows } = await usersPage(ctx.deps.db, { search: email, page: 1, limit: 10 });
    expect(rows).toEqual([expect.objectContaining({ email, transactionCredits: 0, walletAddress: null })]);
    const admin = await signUp(ctx);
    await ctx.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId));
    const listed = await call(admin.token, 'GET', `/api/admin/users?search=${encodeURIComponent(email)}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).toContain(email);
    const credit = await call(admin.token, 'POST', '/api/admin/adjust-credits', { userId: user.id, adjustment: 5 });
    expect(credit.statusCode).toBe(409);
    expect(credit.json().error).toBe('This person has no merchant account of their own: they belong to a team only.');
    const wallet = await call(admin.token, 'PUT', `/api/admin/users/${user.id}`, {
      walletAddress: 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH',
    });
    expect(wallet.statusCode).toBe(409);
    expect(await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, user.id))).toEqual([]);
  });

  it('removed, they have no account (403 NO_ACCOUNT, never another merchant data) until they create their own', async () => {
    const owner = await signUp(ctx);
    const email = uniqueEmail('removed');
    const res = await register(email, await invite(owner, email, 'viewer'));
    const { token: session, user } = res.json().data;
    expect((await call(owner.token, 'DELETE', `/api/team/members/${user.id}`)).statusCode).toBe(200);

    const me = await call(session, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ account: null, accounts: [], user: { email, transactionCredits: 0 } });
    for (const [method, url] of [
      ['GET', '/api/payments/payments'],
      ['GET', '/api/team/members'],
      ['GET', '/api/auth/notifications'],
    ] as const) {
      const denied = await call(session, method, url);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json(), url).toMatchObject({ success: false, code: 'NO_ACCOUNT' });
    }
    // Their personal settings still answer (2FA status, password change).
    expect((await call(session, 'GET', '/api/auth/2fa')).statusCode).toBe(200);
    expect(
      (
        await call(session, 'POST', '/api/auth/change-password', {
          currentPassword: STRONG_PASSWORD,
          newPassword: 'An0therPassw0rd',
        })
      ).statusCode,
    ).toBe(200);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'An0therPassw0rd' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const fresh = login.json().data.token;
    const opened = await call(fresh, 'POST', '/api/auth/own-account');
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().data.account).toMatchObject({ id: user.id, role: 'owner' });
    const mine = (await call(fresh, 'GET', '/api/auth/me')).json().data;
    expect(mine.account).toMatchObject({ id: user.id, role: 'owner' });
    expect(mine.user.transactionCredits).toBe(SIGNUP_CREDITS);
    expect((await call(fresh, 'GET', '/api/payments/payments')).statusCode).toBe(200);
    const again = await call(fresh, 'POST', '/api/auth/own-account');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
  });

  it("an invitee's own settings work: password reset, email change, two-factor sign-in, each landing in the team", async () => {
    const owner = await signUp(ctx);
    const email = uniqueEmail('settings');
    const session = (await register(email, await invite(owner, email, 'developer'))).json().data.token as string;
    const post = (url: string, payload: object, token?: string) =>
      ctx.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });

    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const reset = await ctx.smtp.waitForEmail(email, 'Reset');
    const resetToken = new URL(ctx.smtp.linkIn(reset, 'http://localhost:8080/reset-password')).searchParams.get(
      'token',
    );
    const newPassword = 'Res3tPassword';
    expect((await post('/api/auth/reset-password', { token: resetToken, password: newPassword })).statusCode).toBe(200);
    const signedIn = await post('/api/auth/login', { email, password: newPassword });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().data.token as string;
    expect(session).not.toBe(token);

    const newEmail = uniqueEmail('moved');
    const asked = await post('/api/auth/change-email', { newEmail, currentPassword: newPassword }, token);
    expect(asked.statusCode, asked.body).toBe(202);
    const mail = await ctx.smtp.waitForEmail(newEmail, 'Confirm your new Paylink email');
    const confirmToken = new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/confirm-email-change')).searchParams.get(
      'token',
    );
    const confirmed = await post('/api/auth/confirm-email-change', { token: confirmToken });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const relogin = await post('/api/auth/login', { email: newEmail, password: newPassword });
    const fresh = relogin.json().data.token as string;
    const setup = await post('/api/auth/2fa/setup', { currentPassword: newPassword }, fresh);
    expect(setup.statusCode, setup.body).toBe(200);
    const secret = setup.json().data.secret as string;
    expect((await post('/api/auth/2fa/enable', { code: authenticator(secret) }, fresh)).statusCode).toBe(200);
    nextTotpWindow();
    const challenge = (await post('/api/auth/login', { email: newEmail, password: newPassword })).json().data;
    expect(challenge).toMatchObject({ twoFactorRequired: true });
    const done = await post('/api/auth/login/2fa', { challenge: challenge.challenge, code: authenticator(secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect((await call(done.json().data.token, 'GET', '/api/auth/me')).json().data).toMatchObject({
      user: { email: newEmail, twoFactorEnabled: true },
      account: { id: owner.accountId, role: 'developer' },
    });
  });

  it('someone who signs up without an invitation still gets their own account and the signup credits', async () => {
    const res = await register(uniqueEmail('plain'));
    expect(res.json().data.user).toMatchObject({ transactionCredits: SIGNUP_CREDITS });
  });
});

describe('when the email must be verified first', () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'true' });
  });
  afterAll(() => strict.close());

  const post = (url: string, payload: object, token?: string) =>
    strict.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });
  const me = (token: string) => strict.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const login = async (email: string) => {
    const res = await post('/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.token as string;
  };

  it('the verification link carries the invitation back; once verified and signed in, they accept it', async () => {
    const ownerEmail = uniqueEmail('owner');
    await post('/api/auth/register', { email: ownerEmail, password: STRONG_PASSWORD });
    await strict.deps.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, ownerEmail));
    const owner = await login(ownerEmail);
    const ownerAccount = (await me(owner)).json().data.account.id;
    const email = uniqueEmail('verify');
    expect((await post('/api/team/invitations', { email, role: 'cashier' }, owner)).statusCode).toBe(201);
    const invitation = await strict.smtp.waitForEmail(email, 'invited');
    const inviteToken = new URL(strict.smtp.linkIn(invitation, 'http://localhost:8080/accept-invite')).searchParams.get(
      'token',
    )!;

    const res = await post('/api/auth/register', { email, password: STRONG_PASSWORD, inviteToken });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({ requiresEmailVerification: true, email });
    const mail = await strict.smtp.waitForEmail(email, 'Verify your Paylink email');
    const link = new URL(strict.smtp.linkIn(mail, 'http://localhost:8080/verify-email'));
    expect(link.searchParams.get('invite')).toBe(inviteToken);
    expect((await post('/api/auth/login', { email, password: STRONG_PASSWORD })).json().code).toBe(
      'EMAIL_NOT_VERIFIED',
    );
    expect((await post('/api/auth/verify-email', { token: link.searchParams.get('token') })).statusCode).toBe(200);

    const session = await login(email);
    const before = (await me(session)).json().data;
    expect(before.account).toBeNull();
    const accepted = await post('/api/team/invitations/accept', { token: inviteToken }, session);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await me(session)).json().data.account).toMatchObject({ id: ownerAccount, role: 'cashier' });
    const own = await strict.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, before.user.id));
    expect(own).toEqual([]);
  });
});
