import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../accounts/schema';
import { apiKeyOf } from '../../test/team-member';
import { bearer, createTestContext, signUp, uniqueEmail, type TestContext } from '../../test/test-app';
import { payouts } from './schema';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUp>>;
let apiKey: string;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
  owner = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, owner.accountId));
  apiKey = await apiKeyOf(ctx, owner);
});
afterAll(() => ctx.close());

const solanaAddress = () => base58Encode(randomBytes(32));
const api = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method,
    url: `/api/v1/payouts${url}`,
    headers: { authorization: `Bearer ${apiKey}`, ...headers },
    ...(payload ? { payload } : {}),
  });
const dashboard = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/payouts${url}`, headers: bearer(owner.token), ...(payload ? { payload } : {}) });
const claim = (method: 'GET' | 'POST', token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/payout-claims/${token}`, ...(payload ? { payload } : {}) });
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;

describe('payouts through the API', () => {
  it('creates a READY payout with an address, once per Idempotency-Key; lists, reads and cancels it', async () => {
    const body = { name: 'Ada', amount: '0.25', currency: 'SOL', address: solanaAddress() };
    const created = await api('POST', '', body, { 'idempotency-key': 'payout-1' });
    expect(created.statusCode, created.body).toBe(201);
    const { payout, claimUrl } = created.json().data;
    expect(payout).toMatchObject({
      name: 'Ada',
      amount: '0.25',
      currency: 'SOL',
      payCurrency: 'SOL',
      payAmount: '0.25',
      network: 'solana',
      address: body.address,
      status: 'READY',
    });
    expect(claimUrl).toBeNull();
    const replay = await api('POST', '', body, { 'idempotency-key': 'payout-1' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.payout.id).toBe(payout.id);
    const [stored] = await ctx.deps.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(stored!.amount).toBe(250_000_000n);

    const listed = (await dashboard('GET', '?status=READY')).json().data;
    expect(listed.payouts.map((p: { id: string }) => p.id)).toContain(payout.id);
    expect((await api('GET', `/${payout.id}`)).json().data.payout.id).toBe(payout.id);
    expect((await api('POST', `/${payout.id}/cancel`)).json().data.payout.status).toBe('CANCELED');
    const again = await api('POST', `/${payout.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'CONFLICT' });
  });

  it('refuses what cannot be paid, naming the field: a token not offered, too many decimals, an invalid address, USD without payCurrency', async () => {
    const cases: [object, string][] = [
      [{ name: 'A', amount: '1', currency: 'DOGE' }, 'currency'],
      [{ name: 'A', amount: '0.0000000001', currency: 'SOL' }, 'amount'],
      [{ name: 'A', amount: '1', currency: 'SOL', address: '0x52908400098527886E0F7030069857D2E4169EE7' }, 'network'],
      [{ name: 'A', amount: '1', currency: 'SOL', address: solanaAddress(), network: 'base' }, 'network'],
      [{ name: 'A', amount: '10', currency: 'USD' }, 'payCurrency'],
    ];
    for (const [body, path] of cases) {
      const refused = await api('POST', '', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().success).toBe(false);
      expect(JSON.stringify(refused.json()), JSON.stringify(body)).toContain(path);
    }
  });

  it('a USD payout is paid in its token, its amount fixed only when it is batched', async () => {
    const created = await api('POST', '', {
      name: 'Bo',
      amount: '12.50',
      currency: 'USD',
      payCurrency: 'USDC',
      address: solanaAddress(),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.payout).toMatchObject({
      amount: '12.5',
      currency: 'USD',
      payCurrency: 'USDC',
      payAmount: null,
      rate: null,
      status: 'READY',
    });
  });
});

describe('claim links', () => {
  it('a payout without an address emails its claim link; the recipient picks a network and answers once', async () => {
    const email = uniqueEmail('recipient');
    const created = await dashboard('POST', '', { name: 'Cy', email, amount: '3', currency: 'USDC' });
    expect(created.statusCode, created.body).toBe(201);
    const { payout, claimUrl } = created.json().data;
    expect(payout).toMatchObject({ status: 'AWAITING_ADDRESS', address: null, networks: ['solana'] });
    expect(claimUrl).toMatch(new RegExp(`^${ctx.deps.config.appUrl}/payout-claim/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(claimUrl);
    const [stored] = await ctx.deps.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(stored!.claimTokenHash).not.toContain(token);
    expect((await ctx.smtp.waitForEmail(email, 'payout')).text).toContain(claimUrl);

    const page = await claim('GET', token);
    expect(page.json().data.claim).toMatchObject({
      name: 'Cy',
      amount: '3',
      currency: 'USDC',
      networks: [{ network: 'solana', name: 'Solana' }],
      answered: false,
    });

    for (const [answer, status] of [
      [{ network: 'solana', address: 'not-an-address' }, 400],
      [{ network: 'base', address: '0x52908400098527886E0F7030069857D2E4169EE7' }, 400],
    ] as const) {
      const refused = await claim('POST', token, answer);
      expect(refused.statusCode, refused.body).toBe(status);
    }
    const address = solanaAddress();
    const answered = await claim('POST', token, { network: 'solana', address, name: 'ignored', amount: '1000' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.claim).toMatchObject({ answered: true, network: 'solana', address, amount: '3' });
    expect((await dashboard('GET', `/${payout.id}`)).json().data.payout).toMatchObject({
      status: 'READY',
      address,
      network: 'solana',
    });

    const again = await claim('POST', token, { network: 'solana', address: solanaAddress() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect((await claim('GET', 'x'.repeat(43))).statusCode).toBe(404);
  });

  it('a canceled payout’s claim link is closed', async () => {
    const { payout, claimUrl } = (await dashboard('POST', '', { name: 'Di', amount: '1', currency: 'SOL' })).json()
      .data;
    expect((await dashboard('POST', `/${payout.id}/cancel`)).statusCode).toBe(200);
    const refused = await claim('POST', tokenOf(claimUrl), { network: 'solana', address: solanaAddress() });
    expect(refused.statusCode).toBe(409);
  });
});

describe('CSV import', () => {
  const header = 'name,email,amount,currency,address,network';
  it('previews each row with its errors, creates nothing while one has an error, then creates all at once', async () => {
    const good = [`Eve,eve@example.com,1.5,SOL,${solanaAddress()},solana`, '"Fay, Jr.",,2,USDC,,'];
    const csv = [header, ...good, 'Gus,gus@example.com,-3,SOL,,', 'Hal,,1,DOGE,,'].join('\r\n');
    const preview = await dashboard('POST', '/import', { csv });
    expect(preview.statusCode, preview.body).toBe(200);
    const { rows, created } = preview.json().data;
    expect(created).toEqual([]);
    expect(rows.map((r: { line: number; errors: string[] }) => [r.line, r.errors.length > 0])).toEqual([
      [2, false],
      [3, false],
      [4, true],
      [5, true],
    ]);
    expect(rows[1]).toMatchObject({ name: 'Fay, Jr.', email: null, address: null });
    expect(rows[3].errors[0]).toContain('DOGE');
    const refused = await dashboard('POST', '/import', { csv, dryRun: false });
    expect(refused.json().data.created).toEqual([]);

    const imported = await dashboard('POST', '/import', { csv: [header, ...good].join('\n'), dryRun: false });
    const made = imported.json().data.created;
    expect(
      made.map((c: { payout: { status: string }; claimUrl: string | null }) => [c.payout.status, c.claimUrl !== null]),
    ).toEqual([
      ['READY', false],
      ['AWAITING_ADDRESS', true],
    ]);
  });

  it('refuses a CSV without the required columns', async () => {
    const refused = await dashboard('POST', '/import', { csv: 'who,how much\nA,1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('name');
  });
});
