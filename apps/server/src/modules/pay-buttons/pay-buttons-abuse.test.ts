import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { merchantAccounts } from '../accounts/schema';
import { payments } from '../payments/schema';
import { behindLockBarrier } from '../../test/lock-barrier';
import { payLink } from '../../test/pay-link';
import { bearer, createTestContext, signUpWithWallet, type TestContext } from '../../test/test-app';

/**
 * Issue 55, played by the attacker: anyone who sees a pay button's public id clicks it as fast as they can, from as
 * many IPs as they like, with the amount they like. Each link it opens spends one of the merchant's credits, so the
 * credits spent never outrun the limits (per IP, per button, open links per button), and no link is ever opened at
 * another price than the button's.
 */
const PER_IP = 2;
const PER_BUTTON = 4;
const MAX_OPEN = 2;
const FIXED = { label: 'Coffee', pricing: 'fixed', amount: '0.5', currency: 'SOL', network: 'solana' };
const PRICE = 500_000_000n;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    REQUIRE_EMAIL_VERIFICATION: 'false',
    PAY_BUTTON_LINKS_PER_IP_PER_MINUTE: String(PER_IP),
    PAY_BUTTON_LINKS_PER_MINUTE: String(PER_BUTTON),
    PAY_BUTTON_MAX_OPEN_LINKS: String(MAX_OPEN),
  });
});
afterAll(() => ctx.close());

// Every click from another IP unless told: only the per-IP test is about the per-IP limit.
let ips = 0;
const nextIp = () => `10.55.${Math.floor(ips / 250)}.${(ips++ % 250) + 1}`;
const click = (buttonId: string, payload: Record<string, unknown> = {}, remoteAddress = nextIp()) =>
  ctx.app.inject({ method: 'POST', url: `/api/pay-buttons/${buttonId}/links`, payload, remoteAddress });

const merchant = (credits: number) => signUpWithWallet(ctx, credits);
async function newButton(token: string, body: Record<string, unknown> = FIXED) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/pay-buttons', headers: bearer(token), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.button as { id: string };
}
const balance = async (accountId: string) =>
  (
    await ctx.deps.db
      .select({ c: merchantAccounts.transactionCredits })
      .from(merchantAccounts)
      .where(eq(merchantAccounts.id, accountId))
  )[0]!.c;
const linksOf = (accountId: string) => ctx.deps.db.select().from(payments).where(eq(payments.accountId, accountId));

describe('pay buttons, as the attacker', () => {
  it('opens links at the fixed price only: another amount is refused and costs nothing', async () => {
    const m = await merchant(10);
    const button = await newButton(m.token);
    for (const amount of ['0.01', '0.4999', '5', '0.50000000001', '1e-1', '-0.5', 0.1]) {
      const res = await click(button.id, { amount });
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    expect(await linksOf(m.accountId)).toEqual([]);
    expect(await balance(m.accountId)).toBe(10);

    expect((await click(button.id, { amount: '0.500' })).statusCode).toBe(201);
    expect((await click(button.id)).statusCode).toBe(201);
    const links = await linksOf(m.accountId);
    expect(links.map((l) => [l.amount, l.currency])).toEqual([
      [PRICE, 'SOL'],
      [PRICE, 'SOL'],
    ]);
    expect(links.every((l) => (l.metadata as Record<string, string>).pay_button_id === button.id)).toBe(true);
    expect(await balance(m.accountId)).toBe(8);
  });

  it("opens a customer's amount only within the button's bounds, at the currency's decimals", async () => {
    const m = await merchant(10);
    const button = await newButton(m.token, {
      label: 'Tip',
      pricing: 'customer',
      minAmount: '1',
      maxAmount: '20',
      currency: 'USD',
      payCurrency: 'USDC',
      network: 'solana',
    });
    for (const amount of [undefined, '0.99', '20.01', '1000000', '5.001', '0', 'abc']) {
      const res = await click(button.id, amount === undefined ? {} : { amount });
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(400);
    }
    expect(await balance(m.accountId)).toBe(10);
    const res = await click(button.id, { amount: '12.34' });
    expect(res.statusCode, res.body).toBe(201);
    const [link] = await linksOf(m.accountId);
    expect([link!.priceCents, link!.priceCurrency, link!.currency]).toEqual([1234n, 'USD', 'USDC']);
    expect(await balance(m.accountId)).toBe(9);
  });

  it('one IP opens at most its per-minute limit, across buttons and merchants', async () => {
    const a = await merchant(10);
    const b = await merchant(10);
    const [first, second] = [await newButton(a.token), await newButton(b.token)];
    const ip = '10.55.255.1';
    expect((await click(first.id, {}, ip)).statusCode).toBe(201);
    expect((await click(second.id, {}, ip)).statusCode).toBe(201);
    const refused = await click(first.id, {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await balance(a.accountId)) + (await balance(b.accountId))).toBe(20 - PER_IP);
  });

  it('one button opens at most its per-minute limit, whatever the number of IPs, even when every link is paid', async () => {
    const m = await merchant(20);
    const button = await newButton(m.token);
    for (let i = 0; i < PER_BUTTON; i++) {
      const res = await click(button.id);
      expect(res.statusCode, res.body).toBe(201);
      await payLink(ctx.deps.db, res.json().data.paymentId, PRICE);
    }
    expect((await click(button.id)).statusCode).toBe(429);
    expect(await balance(m.accountId)).toBe(20 - PER_BUTTON);
  });

  it('a button holds at most its cap of unpaid links; a paid one frees its place', async () => {
    const m = await merchant(20);
    const button = await newButton(m.token);
    const opened = [];
    for (let i = 0; i < MAX_OPEN; i++) opened.push((await click(button.id)).json().data.paymentId as string);
    const refused = await click(button.id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(await balance(m.accountId)).toBe(20 - MAX_OPEN);
    expect(await linksOf(m.accountId)).toHaveLength(MAX_OPEN);

    await payLink(ctx.deps.db, opened[0]!, PRICE);
    expect((await click(button.id)).statusCode).toBe(201);
    expect(await balance(m.accountId)).toBe(20 - MAX_OPEN - 1);
  });

  it('a paused button, an unknown one and a merchant without credits open nothing; nobody else can resume it', async () => {
    const m = await merchant(5);
    const button = await newButton(m.token);
    const other = await merchant(5);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/pay-buttons/${button.id}/pause`,
          headers: bearer(m.token),
          payload: { paused: true },
        })
      ).statusCode,
    ).toBe(200);
    expect((await click(button.id)).statusCode).toBe(409);
    for (const attempt of [
      { method: 'POST' as const, url: `/api/pay-buttons/${button.id}/pause`, payload: { paused: false } },
      { method: 'PUT' as const, url: `/api/pay-buttons/${button.id}`, payload: { ...FIXED, amount: '0.000000001' } },
    ]) {
      expect((await ctx.app.inject({ ...attempt, headers: bearer(other.token) })).statusCode).toBe(404);
    }
    expect((await click(button.id)).statusCode).toBe(409);
    expect((await click('btn_unknown')).statusCode).toBe(404);
    expect(await balance(m.accountId)).toBe(5);

    await ctx.app.inject({
      method: 'POST',
      url: `/api/pay-buttons/${button.id}/pause`,
      headers: bearer(m.token),
      payload: { paused: false },
    });
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ transactionCredits: 0 })
      .where(eq(merchantAccounts.id, m.accountId));
    expect((await click(button.id)).statusCode).toBe(402);
    expect(await linksOf(m.accountId)).toEqual([]);
  });

  it(
    'concurrent clicks at the cap open exactly the cap (a real race on PostgreSQL)',
    { tags: ['postgres'] },
    async () => {
      const m = await merchant(10);
      const button = await newButton(m.token);
      const { result, waiting } = await behindLockBarrier(
        ctx.database,
        button.id,
        2,
        () => Promise.all(Array.from({ length: PER_BUTTON }, () => click(button.id))),
        { table: 'pay_buttons' },
      );
      if (ctx.database.kind === 'postgres') expect(waiting, 'clicks in flight together').toBeGreaterThanOrEqual(2);
      expect(result.map((r) => r.statusCode).sort()).toEqual([201, 201, 429, 429]);
      expect(await balance(m.accountId)).toBe(10 - MAX_OPEN);
    },
  );
});
