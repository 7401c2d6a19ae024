import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeLink, createSolLink } from '../../test/complete-link';
import { notificationRound } from './notification-round';
import { bearer, createTestContext, signUpWithCredits, type TestContext } from '../../test/test-app';

/**
 * The daily digest of "you got paid": once the product clock passes the end of a UTC day, one email per account and
 * day (two workers, repeated rounds) listing the day's completed links and the totals per network and token, as
 * exact decimal strings; a day without a payment sends nothing.
 */
let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' })));
afterAll(() => ctx.close());

const DAY_MS = 86_400_000;
const round = () => notificationRound(ctx.deps);

describe('daily digest', () => {
  it(
    'sends one digest per day on the product clock, split at midnight UTC, and nothing for an empty day',
    { tags: ['postgres'] },
    async () => {
      const owner = await signUpWithCredits(ctx, 10);
      const digest = await ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/notifications',
        headers: bearer(owner.token),
        payload: { payments: 'digest', newSubscriber: true, subscriptionCanceled: true, refundCompleted: true },
      });
      expect(digest.statusCode, digest.body).toBe(200);

      const midnight = Math.ceil(ctx.deps.clock.now().getTime() / DAY_MS) * DAY_MS;
      const dayBefore = new Date(midnight - DAY_MS).toISOString().slice(0, 10);
      const dayAfter = new Date(midnight).toISOString().slice(0, 10);
      // 0.1 + 0.2 SOL: a float would print 0.30000000000000004.
      for (const [label, amount, at] of [
        ['Late tea', '0.1', midnight - 1_000],
        ['Last cake', '0.2', midnight - 500],
        ['Early coffee', '0.3', midnight + 1_000],
      ] as const) {
        const link = await createSolLink(ctx, owner.token, label, amount);
        await completeLink(ctx, link.id, new Date(at));
      }
      const before = ctx.smtp.received.length;
      const mine = () => ctx.smtp.received.slice(before).filter((m) => m.to.includes(owner.email));

      // Before midnight on the product clock: no digest of the day yet; and no per-payment email.
      await round();
      expect(mine()).toEqual([]);

      ctx.deps.clock.advance(midnight + 30_000 - ctx.deps.clock.now().getTime());
      await Promise.all([round(), round()]);
      await round();
      const first = await ctx.smtp.waitForEmail(owner.email, 'Your payments', 15_000, before);
      expect(first.subject).toBe(`Your payments on ${dayBefore}: 2 completed`);
      expect(first.text).toContain('- Late tea: 0.1 SOL on Solana');
      expect(first.text).toContain('- Last cake: 0.2 SOL on Solana');
      expect(first.text).not.toContain('Early coffee');
      expect(first.text).toContain('Total received:\n- 0.3 SOL on Solana');
      expect(first.text).toContain('http://localhost:8080/settings?tab=notifications');
      expect(mine()).toHaveLength(1);

      ctx.deps.clock.advance(DAY_MS);
      await round();
      const second = await ctx.smtp.waitForEmail(owner.email, `Your payments on ${dayAfter}`, 15_000, before);
      expect(second.text).toContain('- Early coffee: 0.3 SOL on Solana');

      // The day after has no payment: nothing more is sent.
      ctx.deps.clock.advance(DAY_MS);
      await round();
      await round();
      expect(mine()).toHaveLength(2);
    },
  );
});
