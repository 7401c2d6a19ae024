import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_ROTATION_OVERLAP_MS } from '@paylink/shared';
import { signUp, uniqueEmail, type TestContext } from '../../test/test-app';
import type { Person } from '../../test/team-member';
import { useTeamAttacks } from '../../test/team-attacks';
import type { ReceivedWebhook } from '../../test/webhook-receiver';
import { users } from '../accounts/schema';
import { webhookEndpoints } from '../webhooks/schema';
import { sendTestWebhook } from '../webhooks/send-test-webhook';
import { signingSecrets } from '../webhooks/webhook-signature';

// Teams, played by the attacker: a viewer, a developer, a removed admin, a demoted member.
const attacks = useTeamAttacks();
const { call, byKey, shop, join } = attacks;
let ctx: TestContext;
let receiver: ReturnType<typeof attacks.current>['receiver'];
beforeAll(() => {
  ({ ctx, receiver } = attacks.current());
});

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

const endpointRow = async (accountId: string) =>
  (await ctx.deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.accountId, accountId)))[0]!;

/** The merchant's server: accepts a webhook that verifies (standardwebhooks) with one of the secrets Paylink signs with then. */
const merchantAccepts = (secrets: string[], body: string, headers: Record<string, string>) =>
  secrets.some((secret) => {
    try {
      return new Webhook(secret).verify(body, headers) !== undefined;
    } catch {
      return false;
    }
  });

/** Whether one of a delivery's Standard Webhooks signatures is `secret`'s (any timestamp: the test moves the clock). */
const signedWith = (request: ReceivedWebhook, secret: string) =>
  String(request.headers['webhook-signature'])
    .split(' ')
    .includes(
      new Webhook(secret).sign(
        String(request.headers['webhook-id']),
        new Date(Number(request.headers['webhook-timestamp']) * 1000),
        request.rawBody,
      ),
    );

/** What a member who kept the secret forges: a payment.completed, signed now. */
function forgedCompletion(secret: string): { body: string; headers: Record<string, string> } {
  const id = `evt_forged_${randomBytes(4).toString('hex')}`;
  const body = JSON.stringify({
    event_type: 'payment.completed',
    type: 'payment.completed',
    event_id: id,
    data: { payment: { id: 'pay_forged', status: 'COMPLETED', amount: '1000' } },
  });
  const at = new Date();
  return {
    body,
    headers: {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, at, body),
    },
  };
}

describe('the webhook signing secret (item 3)', () => {
  it('a viewer sees it masked and flagged hidden, and cannot sign what the merchant accepts; roles that may change webhooks see it whole', async () => {
    const owner = await shop();
    const viewer = await join(owner, 'viewer');
    const developer = await join(owner, 'developer');
    const real = (await call(owner.token, 'GET', '/api/webhooks/endpoint')).json().data.endpoint;
    expect(real).toMatchObject({ secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/=]{32}$/), secretHidden: false });
    expect((await call(developer.token, 'GET', '/api/webhooks/endpoint')).json().data.endpoint.secret).toBe(
      real.secret,
    );

    const seen = await call(viewer.token, 'GET', '/api/webhooks/endpoint');
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.endpoint).toMatchObject({ secret: `whsec_…${real.secret.slice(-4)}`, secretHidden: true });
    expect(seen.body).not.toContain(real.secret.slice(6, 20));
    // Nor can the viewer rotate it to learn the new one.
    expect((await call(viewer.token, 'POST', '/api/webhooks/endpoint/rotate-secret')).json().code).toBe(
      'FORBIDDEN_ROLE',
    );
  });

  it('after an admin who read it is removed, it is rotated: the old secret still signs during the overlap window, then a webhook signed with it is rejected', async () => {
    const owner = await shop();
    const admin = await join(owner, 'admin');
    const kept = (await call(admin.token, 'GET', '/api/webhooks/endpoint')).json().data.endpoint.secret as string;
    expect((await call(owner.token, 'PUT', '/api/webhooks/endpoint', { url: `${receiver.url}/shop` })).statusCode).toBe(
      200,
    );

    expect((await call(owner.token, 'DELETE', `/api/team/members/${admin.userId}`)).statusCode).toBe(200);
    const removedAt = new Date();
    const endpoint = (await call(owner.token, 'GET', '/api/webhooks/endpoint')).json().data.endpoint;
    expect(endpoint.secret).not.toBe(kept);
    // The owner is told, on the webhooks screen and in the activity trail.
    expect(endpoint.rotation).toEqual({
      reason: 'member_left',
      rotatedAt: expect.any(String),
      memberEmail: admin.email,
    });
    expect(new Date(endpoint.previousSecretExpiresAt).getTime() - new Date(endpoint.rotation.rotatedAt).getTime()).toBe(
      WEBHOOK_ROTATION_OVERLAP_MS,
    );
    expect((await activity(owner)).find((a) => a.action === 'webhooks:secret-rotated')).toMatchObject({
      target: admin.userId,
      member: { email: owner.email },
    });

    // During the window: Paylink's deliveries still carry the old secret's signature, so the merchant's endpoint,
    // not yet updated, keeps verifying (and, inherent to any overlap, so does the removed admin's forgery).
    const row = await endpointRow(owner.accountId);
    const during = new Date(removedAt.getTime() + WEBHOOK_ROTATION_OVERLAP_MS - 60_000);
    expect((await sendTestWebhook(ctx.deps, owner.accountId, {}, during)).ok).toBe(true);
    expect(signedWith(receiver.received.at(-1)!, kept)).toBe(true);
    const forged = forgedCompletion(kept);
    expect(merchantAccepts(signingSecrets(row, during), forged.body, forged.headers)).toBe(true);

    // Once it ends: only the new secret signs, and the forgery signed with the old one is rejected.
    const after = new Date(removedAt.getTime() + WEBHOOK_ROTATION_OVERLAP_MS + 60_000);
    expect(signingSecrets(row, after)).toEqual([endpoint.secret]);
    expect(merchantAccepts(signingSecrets(row, after), forged.body, forged.headers)).toBe(false);
    expect((await sendTestWebhook(ctx.deps, owner.accountId, {}, after)).ok).toBe(true);
    expect(signedWith(receiver.received.at(-1)!, kept)).toBe(false);
    expect(signedWith(receiver.received.at(-1)!, endpoint.secret)).toBe(true);
    expect((await call(owner.token, 'GET', '/api/webhooks/endpoint')).json().data.endpoint.rotation).not.toBeNull();
  });

  it('a developer demoted to viewer loses the secret (rotated, masked from now on); an admin demoted to developer keeps it (no rotation)', async () => {
    const owner = await shop();
    const developer = await join(owner, 'developer');
    const admin = await join(owner, 'admin');
    const first = (await call(developer.token, 'GET', '/api/webhooks/endpoint')).json().data.endpoint.secret as string;

    expect(
      (await call(owner.token, 'PUT', `/api/team/members/${admin.userId}`, { role: 'developer' })).statusCode,
    ).toBe(200);
    expect((await endpointRow(owner.accountId)).secret).toBe(first);

    expect(
      (await call(owner.token, 'PUT', `/api/team/members/${developer.userId}`, { role: 'viewer' })).statusCode,
    ).toBe(200);
    const now = (await call(developer.token, 'GET', '/api/webhooks/endpoint')).json().data.endpoint;
    expect(now).toMatchObject({
      secretHidden: true,
      rotation: { reason: 'member_left', memberEmail: developer.email },
    });
    expect((await endpointRow(owner.accountId)).secret).not.toBe(first);
  });

  it('a member leaving an account that never had a webhook endpoint rotates nothing', async () => {
    const owner = await shop();
    const developer = await join(owner, 'developer');
    expect((await call(owner.token, 'DELETE', `/api/team/members/${developer.userId}`)).statusCode).toBe(200);
    expect(
      await ctx.deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.accountId, owner.accountId)),
    ).toEqual([]);
    expect((await activity(owner)).map((a) => a.action)).not.toContain('webhooks:secret-rotated');
  });
});

it('a member whose person Paylink deletes leaves as a removal does: their key, invitations and the secret they read', async () => {
  const owner = await shop();
  const admin = await join(owner, 'admin');
  const staff = await signUp(ctx);
  await ctx.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, staff.userId));
  const kept = (await call(admin.token, 'GET', '/api/webhooks/endpoint')).json().data.endpoint.secret as string;
  const key = (await call(admin.token, 'POST', '/api/auth/generate-api-key')).json().data.apiKey as string;
  const email = uniqueEmail('late');
  const sent = await invite(admin, email, 'viewer');

  expect((await call(staff.token, 'DELETE', `/api/admin/users/${admin.userId}`)).statusCode).toBe(200);
  expect((await byKey(key)).statusCode).toBe(401);
  const invitee = await signUp(ctx, email);
  expect((await call(invitee.token, 'POST', '/api/team/invitations/accept', { token: sent.token })).json().code).toBe(
    'INVALID_TOKEN',
  );
  expect((await call(owner.token, 'GET', '/api/webhooks/endpoint')).json().data.endpoint).toMatchObject({
    rotation: { reason: 'member_left', memberEmail: admin.email },
  });
  expect((await endpointRow(owner.accountId)).secret).not.toBe(kept);
});
