import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../accounts/schema';
import { createTestContext, signUp, type TestContext } from '../../test/test-app';
import { warnLowSponsor } from './warn-low-sponsor';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false', SPONSOR_LOW_BALANCE_LAMPORTS: '500000000' });
});
afterAll(() => ctx.close());

it('emails every active admin once a day per sponsor key, with the balance and the address to top up', async () => {
  const [admin, other, merchant] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
  await ctx.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.accountId));
  await ctx.deps.db.update(users).set({ isAdmin: true, status: 'SUSPENDED' }).where(eq(users.id, other.accountId));
  const before = ctx.smtp.received.length;
  const balance = { address: 'Sponsor1111111111111111111111111111111111111', lamports: 120_000_000n, low: true };

  await warnLowSponsor(ctx.deps, balance);
  await warnLowSponsor(ctx.deps, balance);
  const sent = ctx.smtp.received.slice(before);
  expect(sent.map((m) => m.to)).toEqual([admin.email.toLowerCase()]);
  expect(sent[0]!.subject).toBe('Paylink fee sponsor is low on SOL');
  expect(sent[0]!.text).toContain('holds 0.12 SOL, below the 0.5 SOL warning level');
  expect(sent[0]!.text).toContain(balance.address);
  expect(sent.some((m) => m.to === merchant.email.toLowerCase())).toBe(false);

  // Another sponsor key (a rotated one) is its own alert.
  await warnLowSponsor(ctx.deps, { ...balance, address: 'Sponsor2222222222222222222222222222222222222' });
  expect(ctx.smtp.received.length - before).toBe(2);
});
