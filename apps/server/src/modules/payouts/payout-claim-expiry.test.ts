import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { base58Encode, PAYOUT_CLAIM_TTL_DAYS } from '@paylink/shared';
import { merchantAccounts } from '../accounts/schema';
import { bearer, createTestContext, signUp, type TestContext } from '../../test/test-app';
import { payouts } from './schema';

// Claim links close: 30 days by default, or the days a payout sets. An expired link says so and takes no answer;
// the merchant issues a new one, and the old one stops working.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const solanaAddress = () => base58Encode(randomBytes(32));
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const claim = (method: 'GET' | 'POST', token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/payout-claims/${token}`, ...(payload ? { payload } : {}) });

async function shop() {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, m.accountId));
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/payouts${url}`, headers: bearer(m.token), ...(payload ? { payload } : {}) });
  return { ...m, call };
}
const expire = (id: string) =>
  ctx.deps.db
    .update(payouts)
    .set({ claimExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(payouts.id, id));

describe('claim links expire', () => {
  it('close after 30 days by default, or the days a payout sets', async () => {
    const s = await shop();
    const before = Date.now();
    const byDefault = (await s.call('POST', '', { name: 'A', amount: '1', currency: 'SOL' })).json().data.payout;
    const short = await s.call('POST', '', { name: 'B', amount: '1', currency: 'SOL', claimExpiresInDays: 2 });
    expect(short.statusCode, short.body).toBe(201);
    const at = (iso: string) => new Date(iso).getTime() - before;
    expect(at(byDefault.claimExpiresAt)).toBeGreaterThanOrEqual(PAYOUT_CLAIM_TTL_DAYS * DAY);
    expect(at(byDefault.claimExpiresAt)).toBeLessThan(PAYOUT_CLAIM_TTL_DAYS * DAY + 60_000);
    expect(at(short.json().data.payout.claimExpiresAt)).toBeLessThan(2 * DAY + 60_000);
    const tooLong = await s.call('POST', '', { name: 'C', amount: '1', currency: 'SOL', claimExpiresInDays: 400 });
    expect(tooLong.statusCode).toBe(400);
  });

  it('an expired link says so and takes no answer; a new link works and the old one no longer opens', async () => {
    const s = await shop();
    const created = (await s.call('POST', '', { name: 'Ada', amount: '1', currency: 'SOL' })).json().data;
    const oldToken = tokenOf(created.claimUrl);
    await expire(created.payout.id);

    const page = await claim('GET', oldToken);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.claim).toMatchObject({ expired: true, answered: false });
    const late = await claim('POST', oldToken, { network: 'solana', address: solanaAddress() });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({
      success: false,
      code: 'GONE',
      error: 'This payout link has expired. Ask the sender for a new one.',
    });

    const renewed = await s.call('POST', `/${created.payout.id}/claim-link`, { claimExpiresInDays: 7 });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const newToken = tokenOf(renewed.json().data.claimUrl);
    expect(newToken).not.toBe(oldToken);
    expect((await claim('GET', oldToken)).statusCode).toBe(404);
    expect((await claim('GET', newToken)).json().data.claim.expired).toBe(false);
    const address = solanaAddress();
    expect((await claim('POST', newToken, { network: 'solana', address })).statusCode).toBe(200);
    const [row] = await ctx.deps.db.select().from(payouts).where(eq(payouts.id, created.payout.id));
    expect(row).toMatchObject({ status: 'READY', address });
  });

  it('as the attacker: no new link for another merchant’s payout (404), nor for one that has its address (409)', async () => {
    const owner = await shop();
    const other = await shop();
    const created = (await owner.call('POST', '', { name: 'Ada', amount: '1', currency: 'SOL' })).json().data;
    const stolen = await other.call('POST', `/${created.payout.id}/claim-link`, {});
    expect(stolen.statusCode).toBe(404);
    await claim('POST', tokenOf(created.claimUrl), { network: 'solana', address: solanaAddress() });
    const again = await owner.call('POST', `/${created.payout.id}/claim-link`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'CONFLICT' });
  });
});
