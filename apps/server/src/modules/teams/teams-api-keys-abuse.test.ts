import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app';
import type { Person } from '../../test/team-member';
import { useTeamAttacks } from '../../test/team-attacks';
import { apiKeys } from '../api-keys/schema';

// Teams, played by the attacker: a viewer, a developer, a removed admin, a demoted member.
const attacks = useTeamAttacks();
const { call, byKey, shop, join } = attacks;
let ctx: TestContext;
beforeAll(() => {
  ({ ctx } = attacks.current());
});

describe('API keys per member (item 8)', () => {
  async function generate(m: Person): Promise<{ apiKey: string; id: string }> {
    const res = await call(m.token, 'POST', '/api/auth/generate-api-key');
    expect(res.statusCode, res.body).toBe(201);
    const apiKey = res.json().data.apiKey as string;
    const [row] = await ctx.deps.db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(eq(apiKeys.masked, res.json().data.apiKeyMasked));
    return { apiKey, id: row!.id };
  }

  it("a developer's key generation leaves the owner's key working, and a developer cannot revoke the owner's key", async () => {
    const owner = await shop();
    const developer = await join(owner, 'developer');
    const ownerKey = await generate(owner);
    expect((await byKey(ownerKey.apiKey)).statusCode).toBe(200);

    const devKey = await generate(developer);
    expect((await byKey(ownerKey.apiKey)).statusCode).toBe(200);
    expect((await byKey(devKey.apiKey)).statusCode).toBe(200);
    // Each sees their own key on the single-key screen.
    expect((await call(developer.token, 'GET', '/api/auth/api-key-info')).json().data.apiKeyMasked).not.toBe(
      (await call(owner.token, 'GET', '/api/auth/api-key-info')).json().data.apiKeyMasked,
    );

    // The owner's key is not theirs to see or revoke: the same 404 as a missing key.
    expect(
      (await call(developer.token, 'GET', '/api/auth/api-keys')).json().data.keys.map((k: { id: string }) => k.id),
    ).toEqual([devKey.id]);
    const refused = await call(developer.token, 'DELETE', `/api/auth/api-keys/${ownerKey.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual((await call(developer.token, 'DELETE', '/api/auth/api-keys/key_missing')).json());
    // "Revoke" on the single-key screen revokes their own only.
    expect((await call(developer.token, 'DELETE', '/api/auth/revoke-api-key')).statusCode).toBe(200);
    expect((await byKey(devKey.apiKey)).statusCode).toBe(401);
    expect((await byKey(ownerKey.apiKey)).statusCode).toBe(200);
    expect((await call(developer.token, 'DELETE', '/api/auth/revoke-api-key')).statusCode).toBe(404);
  });

  it('owners and admins see and revoke every key, at once in every process; a developer revokes keys at or below their role; a viewer revokes none', async () => {
    const owner = await shop();
    const admin = await join(owner, 'admin');
    const developer = await join(owner, 'developer');
    const lowered = await join(owner, 'developer');
    const viewer = await join(owner, 'viewer');
    const [ownerKey, adminKey, devKey, loweredKey] = [
      await generate(owner),
      await generate(admin),
      await generate(developer),
      await generate(lowered),
    ];
    expect((await call(owner.token, 'PUT', `/api/team/members/${lowered.userId}`, { role: 'viewer' })).statusCode).toBe(
      200,
    );

    const listed = (await call(admin.token, 'GET', '/api/auth/api-keys')).json().data.keys as {
      id: string;
      role: string;
      mine: boolean;
      canRevoke: boolean;
      createdBy: { email: string };
    }[];
    expect(listed.map((k) => [k.id, k.role, k.mine, k.canRevoke])).toEqual([
      [ownerKey.id, 'owner', false, true],
      [adminKey.id, 'admin', true, true],
      [devKey.id, 'developer', false, true],
      [loweredKey.id, 'viewer', false, true],
    ]);
    expect(listed[0]!.createdBy.email).toBe(owner.email);

    expect((await call(developer.token, 'DELETE', `/api/auth/api-keys/${adminKey.id}`)).statusCode).toBe(404);
    expect((await call(developer.token, 'DELETE', `/api/auth/api-keys/${loweredKey.id}`)).statusCode).toBe(200);
    expect((await byKey(loweredKey.apiKey)).statusCode).toBe(401);
    expect((await call(viewer.token, 'DELETE', `/api/auth/api-keys/${devKey.id}`)).json().code).toBe('FORBIDDEN_ROLE');

    // The key was just used (cached); its revocation reaches the cache through the api_keys NOTIFY.
    expect((await byKey(devKey.apiKey)).statusCode).toBe(200);
    expect((await call(admin.token, 'DELETE', `/api/auth/api-keys/${devKey.id}`)).statusCode).toBe(200);
    expect((await byKey(devKey.apiKey)).statusCode).toBe(401);
    expect((await call(owner.token, 'DELETE', `/api/auth/api-keys/${adminKey.id}`)).statusCode).toBe(200);
    expect((await byKey(adminKey.apiKey)).statusCode).toBe(401);
    expect((await byKey(ownerKey.apiKey)).statusCode).toBe(200);
  });

  it('a merchant alone keeps the single key: a key made before teams is the owner’s, shown and replaced as theirs', async () => {
    const owner = await shop();
    const first = await generate(owner);
    await ctx.deps.db.update(apiKeys).set({ createdByUserId: null }).where(eq(apiKeys.id, first.id));
    expect((await call(owner.token, 'GET', '/api/auth/api-key-info')).json().data).toMatchObject({ hasApiKey: true });
    const second = await generate(owner);
    expect((await byKey(first.apiKey)).statusCode).toBe(401);
    expect((await byKey(second.apiKey)).statusCode).toBe(200);
    expect(
      (await call(owner.token, 'GET', '/api/auth/api-keys')).json().data.keys.map((k: { id: string }) => k.id),
    ).toEqual([second.id]);
  });
});
