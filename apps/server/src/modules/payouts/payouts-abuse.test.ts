import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../accounts/schema';
import { joinAs } from '../../test/team-member';
import { bearer, createTestContext, signUp, type TestContext } from '../../test/test-app';
import { payouts } from './schema';

// Issue 52's payouts played by the attacker: whoever holds or guesses a claim link, another merchant, a viewer of
// the account, a CSV that carries a formula. The batch contract's attacker (spending someone else's approval, taking
// ETH it did not send) is in evm-payout-batch.test.ts, on the local chain it needs.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

const solanaAddress = () => base58Encode(randomBytes(32));
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const as = (token: string) => (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/payouts${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const answer = (token: string, address: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/payout-claims/${token}`, payload: { network: 'solana', address } });

async function shop() {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, m.accountId));
  return { ...m, call: as(m.token) };
}

async function claimable(s: Awaited<ReturnType<typeof shop>>) {
  const res = await s.call('POST', '', { name: 'Winner', amount: '1', currency: 'SOL' });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.payout.id as string, token: tokenOf(res.json().data.claimUrl) };
}

describe('payout claim links, as the attacker', () => {
  it('answered twice: the second holder of the link cannot re-point the payout', async () => {
    const { id, token } = await claimable(await shop());
    const first = solanaAddress();
    expect((await answer(token, first)).statusCode).toBe(200);
    const thief = await answer(token, solanaAddress());
    expect(thief.statusCode).toBe(409);
    expect(thief.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    const [row] = await ctx.deps.db.select().from(payouts).where(eq(payouts.id, id));
    expect(row).toMatchObject({ address: first, status: 'READY' });
  });

  it('answered three times at once: one address wins, the others are refused', { tags: ['postgres'] }, async () => {
    const { id, token } = await claimable(await shop());
    const addresses = [solanaAddress(), solanaAddress(), solanaAddress()];
    const answers = await Promise.all(addresses.map((a) => answer(token, a)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = addresses[answers.findIndex((a) => a.statusCode === 200)];
    const [row] = await ctx.deps.db.select().from(payouts).where(eq(payouts.id, id));
    expect(row!.address).toBe(winner);
  });

  it('a guessed token opens nothing; another merchant can neither see, cancel, batch nor export the payout', async () => {
    const owner = await shop();
    const { id, token } = await claimable(owner);
    const guessed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await answer(guessed, solanaAddress())).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/payout-claims/${guessed}` })).statusCode).toBe(404);

    const other = await shop();
    expect((await other.call('GET', `/${id}`)).statusCode).toBe(404);
    expect((await other.call('POST', `/${id}/cancel`)).statusCode).toBe(404);
    expect((await answer(token, solanaAddress())).statusCode).toBe(200);
    expect((await other.call('POST', '/batches', { network: 'solana', payoutIds: [id] })).statusCode).toBe(404);
    expect((await other.call('GET', '')).json().data.payouts).toEqual([]);
    expect((await other.call('GET', '/export.csv')).body).not.toContain(id);
  });
});

describe('payouts, as a merchant’s own attacker', () => {
  it('a viewer cannot create, import, batch or cancel payouts; a viewer may read them', async () => {
    const owner = await shop();
    const { id } = await claimable(owner);
    const viewer = as((await joinAs(ctx, owner.accountId, 'viewer')).token);
    for (const [url, body] of [
      ['', { name: 'Me', amount: '100', currency: 'SOL', address: solanaAddress() }],
      ['/import', { csv: 'name,email,amount,currency\nMe,,100,SOL', dryRun: false }],
      ['/batches', { network: 'solana', payoutIds: [id] }],
      [`/${id}/cancel`, undefined],
    ] as const) {
      const refused = await viewer('POST', url, body);
      expect(refused.json(), url).toMatchObject({ success: false, code: 'FORBIDDEN_ROLE' });
    }
    expect((await viewer('GET', `/${id}`)).statusCode).toBe(200);
    expect(await ctx.deps.db.select().from(payouts).where(eq(payouts.accountId, owner.accountId))).toHaveLength(1);
  });

  it('a payout cannot be in a batch twice, nor in two batches', async () => {
    const s = await shop();
    const res = await s.call('POST', '', { name: 'Twice', amount: '1', currency: 'SOL', address: solanaAddress() });
    const id = res.json().data.payout.id;
    const twice = await s.call('POST', '/batches', { network: 'solana', payoutIds: [id, id] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().success).toBe(false);
    expect((await s.call('POST', '/batches', { network: 'solana', payoutIds: [id] })).statusCode).toBe(201);
    const again = await s.call('POST', '/batches', { network: 'solana', payoutIds: [id] });
    expect(again.statusCode).toBe(409);
    const [row] = await ctx.deps.db.select().from(payouts).where(eq(payouts.id, id));
    expect(row!.status).toBe('IN_BATCH');
    // The database itself: a batched payout names its one batch, whatever writes it.
    await expect(ctx.deps.db.update(payouts).set({ batchId: null }).where(eq(payouts.id, id))).rejects.toThrow();
  });

  it('a CSV carrying formulas is stored as text and exported neutralised', async () => {
    const s = await shop();
    const csv = [
      'name,email,amount,currency,address,network',
      `"=HYPERLINK(""https://evil.example"",""Click"")",,1,SOL,${solanaAddress()},solana`,
      `@SUM(A1:A9),,2,SOL,${solanaAddress()},solana`,
    ].join('\n');
    const imported = await s.call('POST', '/import', { csv, dryRun: false });
    expect(imported.json().data.created).toHaveLength(2);
    const exported = await s.call('GET', '/export.csv');
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = exported.body.split('\r\n');
    expect(lines.some((l) => l.includes(`"'=HYPERLINK(""https://evil.example"",""Click"")"`))).toBe(true);
    expect(lines.some((l) => l.includes(`'@SUM(A1:A9)`))).toBe(true);
    expect(lines.every((l) => !/(^|,)[=@+]/.test(l))).toBe(true);
  });
});

describe('the batch test wallet, as the attacker', () => {
  it('pays no other merchant’s batch, and a viewer cannot use it', async () => {
    const owner = await shop();
    const res = await owner.call('POST', '', { name: 'R', amount: '1', currency: 'SOL', address: solanaAddress() });
    const payoutId = res.json().data.payout.id;
    const batch = (await owner.call('POST', '/batches', { network: 'solana', payoutIds: [payoutId] })).json().data
      .batch;
    const url = `/api/payouts/batches/${batch.id}/test-pay`;

    // Online the route does not exist at all: routes/merchant-api-offline.test.ts.
    const other = await shop();
    const foreign = await ctx.app.inject({ method: 'POST', url, headers: bearer(other.token) });
    expect(foreign.statusCode).toBe(404);
    const viewer = (await joinAs(ctx, owner.accountId, 'viewer')).token;
    const byViewer = await ctx.app.inject({ method: 'POST', url, headers: bearer(viewer) });
    expect(byViewer.json()).toMatchObject({ success: false, code: 'FORBIDDEN_ROLE' });
    const [row] = await ctx.deps.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(row!.status).toBe('IN_BATCH');
  });
});
