import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base58Encode, type AccountRole } from '@paylink/shared';
import { bearer, createTestContext, signUp, uniqueEmail, type TestContext } from '../../test/test-app';
import { joinAs, type Person } from '../../test/team-member';
import { startWebhookReceiver } from '../../test/webhook-receiver';
import { merchantAccounts } from '../accounts/schema';
import { accountInvitations } from './schema';

// Teams, played by the attacker: a viewer, a developer, a removed admin, a demoted member.
let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  ctx = await createTestContext({
    REQUIRE_EMAIL_VERIFICATION: 'false',
    ALLOW_INSECURE_WEBHOOKS: 'true',
    WEBHOOK_ALLOW_PRIVATE: 'true',
  });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A shop on a monthly plan (API access) with a wallet. */
async function shop(): Promise<Person> {
  const owner = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({
      name: 'Tea Shop',
      transactionCredits: 50,
      walletAddress: base58Encode(randomBytes(32)),
      subscriptionTier: 'STARTER',
      subscriptionStatus: 'ACTIVE',
    })
    .where(eq(merchantAccounts.id, owner.accountId));
  return owner;
}

const join = (owner: Person, role: Exclude<AccountRole, 'owner'>) => joinAs(ctx, owner.accountId, role);

async function invite(by: Person, email: string, role: string): Promise<{ id: string; token: string }> {
  const res = await call(by.token, 'POST', '/api/team/invitations', { email, role });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await ctx.smtp.waitForEmail(email, 'invited');
  return {
    id: res.json().data.invitation.id,
    token: new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/accept-invite')).searchParams.get('token')!,
  };
}

const activity = async (
  owner: Person,
): Promise<{ action: string; target: string | null; member: { email: string } }[]> =>
  (await call(owner.token, 'GET', '/api/team/activity')).json().data.activity;

describe('invitations of a member who leaves (item 7)', () => {
  it("a removed admin's invitation link answers an error, even one the removal left pending", async () => {
    const owner = await shop();
    const admin = await join(owner, 'admin');
    const email = uniqueEmail('friend');
    const sent = await invite(admin, email, 'admin');
    expect((await call(owner.token, 'DELETE', `/api/team/members/${admin.userId}`)).statusCode).toBe(200);
    expect((await call(owner.token, 'GET', '/api/team/invitations')).json().data.invitations).toEqual([]);
    expect((await activity(owner)).find((a) => a.action === 'team:invitations-revoked')).toMatchObject({
      target: admin.userId,
    });

    const friend = await signUp(ctx, email);
    const accepted = await call(friend.token, 'POST', '/api/team/invitations/accept', { token: sent.token });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
    // An invitation sent by a member removed before this rule existed (never revoked) is refused all the same.
    await ctx.deps.db.update(accountInvitations).set({ revokedAt: null }).where(eq(accountInvitations.id, sent.id));
    expect((await call(friend.token, 'POST', '/api/team/invitations/accept', { token: sent.token })).json().code).toBe(
      'INVALID_TOKEN',
    );
    expect(
      (await call(owner.token, 'GET', '/api/team/members'))
        .json()
        .data.members.map((m: { userId: string }) => m.userId),
    ).not.toContain(friend.userId);
  });

  it("a demoted admin's invitations are revoked; another admin's stay; accepting one and confirming an ownership transfer are in the activity trail", async () => {
    const owner = await shop();
    const demoted = await join(owner, 'admin');
    const other = await join(owner, 'admin');
    const [asAdmin, asViewer] = [
      await invite(demoted, uniqueEmail('a'), 'admin'),
      await invite(demoted, uniqueEmail('v'), 'viewer'),
    ];
    const email = uniqueEmail('kept');
    const kept = await invite(other, email, 'developer');

    expect(
      (await call(owner.token, 'PUT', `/api/team/members/${demoted.userId}`, { role: 'developer' })).statusCode,
    ).toBe(200);
    const revoked = await ctx.deps.db
      .select()
      .from(accountInvitations)
      .where(and(eq(accountInvitations.accountId, owner.accountId)));
    const state = Object.fromEntries(revoked.map((i) => [i.id, i.revokedAt !== null]));
    expect(state).toEqual({ [asAdmin.id]: true, [asViewer.id]: true, [kept.id]: false });

    const joiner = await signUp(ctx, email);
    expect((await call(joiner.token, 'POST', '/api/team/invitations/accept', { token: kept.token })).statusCode).toBe(
      200,
    );
    expect((await activity(owner)).find((a) => a.action === 'team:invitation-accepted')).toMatchObject({
      target: kept.id,
      member: { email },
    });

    expect((await call(owner.token, 'POST', '/api/team/transfer-ownership', { userId: other.userId })).statusCode).toBe(
      202,
    );
    const mail = await ctx.smtp.waitForEmail(owner.email, 'Confirm the transfer');
    const token = new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/confirm-ownership-transfer')).searchParams.get(
      'token',
    )!;
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/team/transfer-ownership/confirm', payload: { token } }))
        .statusCode,
    ).toBe(200);
    expect((await activity(other)).find((a) => a.action === 'team:ownership-transferred')).toMatchObject({
      target: other.userId,
      member: { email: owner.email },
    });
  });
});
