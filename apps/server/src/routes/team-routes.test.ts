// @module-tag smoke
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountInvitations } from '../modules/teams/schema';
import { createTestContext, signUp, uniqueEmail, type TestContext } from '../test/test-app';
import { callAs, inviteByEmail, type ApiMethod, type Person } from '../test/team-member';

// Issue 34: invitations by email, members, ownership transfer confirmed by email.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

const call = (token: string, method: ApiMethod, url: string, payload?: object) =>
  callAs(ctx, token, method, url, payload);

const invite = (owner: Person, email: string, role: string) => inviteByEmail(ctx, owner, email, role);

describe('invitations', () => {
  it('emails a single-use link that the invited person accepts, then lists them as a member', async () => {
    const owner = await signUp(ctx);
    const email = uniqueEmail('dev');
    const { token } = await invite(owner, email, 'developer');
    expect((await call(owner.token, 'GET', '/api/team/invitations')).json().data.invitations).toEqual([
      expect.objectContaining({ email, role: 'developer' }),
    ]);
    // The token is stored hashed only.
    const rows = await ctx.deps.db.select().from(accountInvitations).where(eq(accountInvitations.email, email));
    expect(rows[0]!.tokenHash).not.toBe(token);

    const dev = await signUp(ctx, email);
    const accepted = await call(dev.token, 'POST', '/api/team/invitations/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.account).toMatchObject({ id: owner.accountId, role: 'developer' });
    const again = await call(dev.token, 'POST', '/api/team/invitations/accept', { token });
    expect(again.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
    const members = (await call(owner.token, 'GET', '/api/team/members')).json().data.members;
    expect(members).toEqual([
      expect.objectContaining({ userId: owner.userId, role: 'owner' }),
      expect.objectContaining({ userId: dev.userId, email, role: 'developer', joinedAt: expect.any(String) }),
    ]);
    expect((await call(owner.token, 'GET', '/api/team/invitations')).json().data.invitations).toEqual([]);
  });

  it('refuses another email, an expired or revoked link, an owner role, and a viewer inviting', async () => {
    const owner = await signUp(ctx);
    const email = uniqueEmail('invitee');
    const { token, invitation } = await invite(owner, email, 'viewer');
    const stranger = await signUp(ctx);
    const wrong = await call(stranger.token, 'POST', '/api/team/invitations/accept', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('FORBIDDEN');

    await ctx.deps.db
      .update(accountInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountInvitations.id, invitation.id));
    const invitee = await signUp(ctx, email);
    expect((await call(invitee.token, 'POST', '/api/team/invitations/accept', { token })).json().code).toBe(
      'INVALID_TOKEN',
    );

    const second = await invite(owner, email, 'viewer');
    expect((await call(owner.token, 'DELETE', `/api/team/invitations/${second.invitation.id}`)).statusCode).toBe(200);
    expect(
      (await call(invitee.token, 'POST', '/api/team/invitations/accept', { token: second.token })).json().code,
    ).toBe('INVALID_TOKEN');

    const asOwner = await call(owner.token, 'POST', '/api/team/invitations', { email: uniqueEmail(), role: 'owner' });
    expect(asOwner.statusCode).toBe(400);

    const third = await invite(owner, email, 'viewer');
    await call(invitee.token, 'POST', '/api/team/invitations/accept', { token: third.token });
    await call(invitee.token, 'POST', '/api/auth/switch-account', { accountId: owner.accountId });
    const byViewer = await call(invitee.token, 'POST', '/api/team/invitations', {
      email: uniqueEmail(),
      role: 'admin',
    });
    expect(byViewer.json()).toMatchObject({ success: false, code: 'FORBIDDEN_ROLE' });
  });
});

describe('members and ownership', () => {
  it('changes roles and removes members, never the owner, and moves ownership only once the owner confirms', async () => {
    const owner = await signUp(ctx);
    const email = uniqueEmail('admin');
    const { token } = await invite(owner, email, 'admin');
    const admin = await signUp(ctx, email);
    await call(admin.token, 'POST', '/api/team/invitations/accept', { token });
    await call(admin.token, 'POST', '/api/auth/switch-account', { accountId: owner.accountId });

    expect((await call(admin.token, 'PUT', `/api/team/members/${owner.userId}`, { role: 'viewer' })).statusCode).toBe(
      409,
    );
    expect((await call(admin.token, 'DELETE', `/api/team/members/${owner.userId}`)).statusCode).toBe(409);
    expect((await call(owner.token, 'DELETE', '/api/team/members/usr_missing')).statusCode).toBe(404);
    // Only the owner transfers.
    expect(
      (await call(admin.token, 'POST', '/api/team/transfer-ownership', { userId: admin.userId })).json().code,
    ).toBe('FORBIDDEN_ROLE');

    const asked = await call(owner.token, 'POST', '/api/team/transfer-ownership', { userId: admin.userId });
    expect(asked.statusCode, asked.body).toBe(202);
    const roles = async () =>
      Object.fromEntries(
        (
          (await call(owner.token, 'GET', '/api/team/members')).json().data.members as {
            userId: string;
            role: string;
          }[]
        ).map((m) => [m.userId, m.role]),
      );
    expect(await roles()).toEqual({ [owner.userId]: 'owner', [admin.userId]: 'admin' });
    const mail = await ctx.smtp.waitForEmail(owner.email, 'Confirm the transfer');
    const confirmToken = new URL(
      ctx.smtp.linkIn(mail, 'http://localhost:8080/confirm-ownership-transfer'),
    ).searchParams.get('token')!;
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/team/transfer-ownership/confirm',
      payload: { token: confirmToken },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await roles()).toEqual({ [owner.userId]: 'admin', [admin.userId]: 'owner' });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/team/transfer-ownership/confirm',
          payload: { token: confirmToken },
        })
      ).json().code,
    ).toBe('INVALID_TOKEN');

    // The new owner removes the old one, who belonged to no other account: their session still says who they are,
    // with no account, and every account route answers them 403 NO_ACCOUNT.
    expect((await call(admin.token, 'DELETE', `/api/team/members/${owner.userId}`)).statusCode).toBe(200);
    const me = await call(owner.token, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ account: null, accounts: [], user: { email: owner.email } });
    const links = await call(owner.token, 'GET', '/api/payments/payments');
    expect(links.statusCode).toBe(403);
    expect(links.json()).toMatchObject({ code: 'NO_ACCOUNT' });
  });

  it("renames the account, and the name is the merchant's name payers see on the link's public object", async () => {
    const owner = await signUp(ctx);
    await call(owner.token, 'PUT', '/api/auth/wallet', {
      walletAddress: 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH',
    });
    const link = (
      await call(owner.token, 'POST', '/api/payments/payment-link', {
        amount: '1',
        currency: 'SOL',
        network: 'solana',
        label: 'Tea',
      })
    ).json().data.payment;
    // By default the account is named after the owner's email, before the '@'.
    expect((await call(owner.token, 'GET', `/api/payments/${link.id}`)).json().data.merchantName).toBe(
      owner.email.split('@')[0],
    );
    expect((await call(owner.token, 'PUT', '/api/team/account', { name: 'Tea Shop' })).statusCode).toBe(200);
    expect((await call(owner.token, 'GET', '/api/auth/me')).json().data.account).toMatchObject({
      name: 'Tea Shop',
      role: 'owner',
    });
    const pub = await ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` });
    expect(pub.json().data.merchantName).toBe('Tea Shop');
  });
});
