import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { base58Encode, type AccountRole } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { bearer, createTestContext, signUp, type TestContext } from './test-app';
import { joinAs, type Person } from './team-member';
import { startWebhookReceiver } from './webhook-receiver';

/**
 * For a teams abuse file, played by the attacker (a viewer, a developer, a removed admin, a demoted member): the
 * product with webhooks to a local receiver allowed, shops with API access and a wallet, and members joined by role.
 * Registers its beforeAll/afterAll; `current()` answers once the tests run.
 */
export function useTeamAttacks() {
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

  return {
    current: () => ({ ctx, receiver }),
    call: (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) }),
    byKey: (apiKey: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
      ctx.app.inject({
        method,
        url: '/api/v1/payment-links',
        headers: { 'x-api-key': apiKey },
        ...(payload ? { payload } : {}),
      }),
    /** A shop on a monthly plan (API access) with a wallet. */
    async shop(): Promise<Person> {
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
    },
    join: (owner: Person, role: Exclude<AccountRole, 'owner'>) => joinAs(ctx, owner.accountId, role),
  };
}
