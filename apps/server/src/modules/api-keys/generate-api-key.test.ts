import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { merchantAccounts } from '../accounts/schema';
import { joinAs } from '../../test/team-member';
import { bearer, createTestContext, signUp, type TestContext } from '../../test/test-app';
import { apiKeys } from './schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

const generate = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(token) });
const liveKeysOf = (accountId: string, userId: string) =>
  ctx.deps.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.createdByUserId, userId), isNull(apiKeys.revokedAt)));

describe('generating an API key', () => {
  it(
    'five concurrent generations by one member each answer 201 and leave exactly one live key, the one that works',
    { tags: ['postgres'] },
    async () => {
      const owner = await signUp(ctx);
      // API keys come with a monthly plan (SPEC section 6).
      await ctx.deps.db
        .update(merchantAccounts)
        .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
        .where(eq(merchantAccounts.id, owner.accountId));
      const developer = await joinAs(ctx, owner.accountId, 'developer');
      const ownerKey = (await generate(owner.token)).json().data.apiKey as string;

      const answers = await Promise.all(Array.from({ length: 5 }, () => generate(developer.token)));
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
      const live = await liveKeysOf(owner.accountId, developer.userId);
      expect(live).toHaveLength(1);
      const working = [];
      for (const a of answers) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/payment-links',
          headers: { 'x-api-key': a.json().data.apiKey },
        });
        if (res.statusCode === 200) working.push(a.json().data.apiKeyMasked);
      }
      expect(working).toEqual([live[0]!.masked]);
      // The owner's key is untouched.
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links', headers: { 'x-api-key': ownerKey } }))
          .statusCode,
      ).toBe(200);
    },
  );
});
