import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base58Encode, POS_METADATA_KEY } from '@paylink/shared';
import { accountMemberships, merchantAccounts } from '../accounts/schema';
import { payments } from '../payments/schema';
import { payLink } from '../../test/pay-link';
import { bearer, createTestContext, signUp, uniqueEmail, type TestContext } from '../../test/test-app';

/**
 * Issue 55, played by the attacker: a POS device (signed in as a cashier) sits on a counter anyone can reach. With
 * it they try to read the shop's other sales, settings and keys, open links that are not POS sales, refund, and keep
 * selling after the cashier was removed or the device signed out. A cashier sells and sees today's own sales, nothing else
 * (routes/team-roles.test.ts walks every other route as a cashier: 403).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function shop(credits = 20) {
  const owner = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({
      name: 'Corner Café',
      walletAddress: base58Encode(randomBytes(32)),
      transactionCredits: credits,
      subscriptionTier: 'STARTER',
      subscriptionStatus: 'ACTIVE',
    })
    .where(eq(merchantAccounts.id, owner.accountId));
  return owner;
}

/** The owner invites a cashier by email; the cashier signs up and accepts on the device. */
async function hireCashier(owner: Person, inviter: Person = owner) {
  const email = uniqueEmail('cashier');
  const invited = await call(inviter.token, 'POST', '/api/team/invitations', { email, role: 'cashier' });
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = await ctx.smtp.waitForEmail(email, 'invited');
  const token = new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/accept-invite')).searchParams.get('token')!;
  const cashier = await signUp(ctx, email);
  const accepted = await call(cashier.token, 'POST', '/api/team/invitations/accept', { token });
  expect(accepted.json().data.account, accepted.body).toMatchObject({ id: owner.accountId, role: 'cashier' });
  // The device acts for the shop (the POS switches to the account where its person is a cashier).
  expect(
    (await call(cashier.token, 'POST', '/api/auth/switch-account', { accountId: owner.accountId })).statusCode,
  ).toBe(200);
  return cashier;
}

const credits = async (accountId: string) =>
  (await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, accountId)))[0]!.transactionCredits;
const linksOf = (accountId: string) => ctx.deps.db.select().from(payments).where(eq(payments.accountId, accountId));
const sell = (token: string, body: Record<string, unknown> = { amount: '0.5', currency: 'SOL' }, key?: string) =>
  call(token, 'POST', '/api/pos/sales', body, key ? { 'idempotency-key': key } : {});

describe('the cashier role, as the attacker', () => {
  let owner: Person;
  let cashier: Person;
  beforeAll(async () => {
    owner = await shop();
    cashier = await hireCashier(owner);
  });

  it('charges a POS sale (one credit, tagged), and a retried Charge with its key charges once', async () => {
    const before = await credits(owner.accountId);
    const first = await sell(cashier.token, { amount: '0.5', currency: 'SOL', note: 'Table 4' }, 'sale-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await sell(cashier.token, { amount: '0.5', currency: 'SOL', note: 'Table 4' }, 'sale-1');
    expect(again.json().data.sale.id).toBe(first.json().data.sale.id);
    expect(await credits(owner.accountId)).toBe(before - 1);
    const [link] = (await linksOf(owner.accountId)).filter((l) => l.id === first.json().data.sale.id);
    expect(link).toMatchObject({
      label: 'Point of sale',
      message: 'Table 4',
      metadata: { [POS_METADATA_KEY]: 'true' },
    });
  });

  it('cannot steer a POS link: a wallet, webhook, metadata or expiry sent along is ignored', async () => {
    const attacker = base58Encode(randomBytes(32));
    const res = await sell(cashier.token, {
      amount: '0.5',
      currency: 'SOL',
      walletAddress: attacker,
      webhookUrl: 'https://evil.example/hook',
      metadata: { x: 1 },
      expiresIn: 2592000,
      network: 'ethereum',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [link] = (await linksOf(owner.accountId)).filter((l) => l.id === res.json().data.sale.id);
    const [account] = await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, owner.accountId));
    expect(link).toMatchObject({
      recipientAddress: account!.walletAddress,
      webhookUrl: null,
      network: 'solana',
      metadata: { [POS_METADATA_KEY]: 'true' },
    });
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(15 * 60 * 1000);
  });

  it("cannot read its own sale through the dashboard API, nor see the owner's or another shop's sales in the shift", async () => {
    const mine = (await sell(cashier.token)).json().data.sale.id as string;
    expect((await call(cashier.token, 'GET', `/api/payments/payments/${mine}`)).statusCode).toBe(403);
    const ownerSale = (await sell(owner.token)).json().data.sale.id as string;
    const ownerLink = await call(owner.token, 'POST', '/api/payments/payment-link', { label: 'Invoice', amount: '2' });
    expect(ownerLink.statusCode, ownerLink.body).toBe(201);
    const other = await shop();
    const otherSale = (await sell(other.token)).json().data.sale.id as string;
    const shift = await call(cashier.token, 'GET', '/api/pos/sales');
    expect(shift.statusCode, shift.body).toBe(200);
    const ids = shift.json().data.sales.map((s: { id: string }) => s.id);
    expect(ids).toContain(mine);
    for (const id of [ownerSale, ownerLink.json().data.payment.id, otherSale]) expect(ids).not.toContain(id);
  });

  it('sees today only: a shift starting more than a day back, or in the future, is refused', async () => {
    for (const from of [
      new Date(Date.now() - 25 * 3600_000).toISOString(),
      new Date(Date.now() + 3600_000).toISOString(),
    ]) {
      const res = await call(cashier.token, 'GET', `/api/pos/sales?from=${encodeURIComponent(from)}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });

  it("cannot list or end anyone's sessions, invite, or make an API key", async () => {
    expect((await call(cashier.token, 'GET', `/api/team/members/${owner.userId}/sessions`)).statusCode).toBe(403);
    expect((await call(cashier.token, 'DELETE', `/api/team/members/${owner.userId}/sessions`)).statusCode).toBe(403);
    expect(
      (await call(cashier.token, 'POST', '/api/team/invitations', { email: uniqueEmail(), role: 'cashier' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(cashier.token, 'POST', '/api/auth/api-keys', { name: 'till', role: 'cashier' })).statusCode,
    ).toBe(403);
  });
});

describe('shift totals and CSV', () => {
  it('totals the paid sales per token, and the CSV carries the shift with the export escaping', async () => {
    const owner = await shop();
    const cashier = await hireCashier(owner);
    const paid = (await sell(cashier.token, { amount: '0.25', currency: 'SOL' })).json().data.sale.id as string;
    const paid2 = (await sell(cashier.token, { amount: '0.5', currency: 'SOL' })).json().data.sale.id as string;
    await sell(cashier.token, { amount: '9', currency: 'SOL' });
    await payLink(ctx.deps.db, paid, 250_000_000n);
    await payLink(ctx.deps.db, paid2, 500_000_000n);
    const shift = (await call(cashier.token, 'GET', '/api/pos/sales')).json().data;
    expect(shift.sales).toHaveLength(3);
    expect(shift.totals.tokens).toEqual([{ network: 'solana', currency: 'SOL', amount: '0.75' }]);
    const sale = shift.sales.find((s: { id: string }) => s.id === paid);
    expect(sale).toMatchObject({ status: 'COMPLETED', receiptUrl: `http://localhost:8080/receipt/${paid}` });
    const csv = await call(cashier.token, 'GET', '/api/pos/sales.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^id,created_at,status,/);
  });
});

describe('a removed cashier, a device signed out remotely', () => {
  it("a removed cashier's device no longer sells or sees anything of the shop", async () => {
    const owner = await shop();
    const cashier = await hireCashier(owner);
    const sale = (await sell(cashier.token)).json().data.sale.id as string;
    expect((await call(owner.token, 'DELETE', `/api/team/members/${cashier.userId}`)).statusCode).toBe(200);
    const before = await credits(owner.accountId);
    const after = await sell(cashier.token);
    expect(after.statusCode).not.toBe(201);
    expect(await credits(owner.accountId)).toBe(before);
    const shift = await call(cashier.token, 'GET', '/api/pos/sales');
    expect(shift.json().data.sales.map((s: { id: string }) => s.id)).not.toContain(sale);
  });

  it('the owner lists the cashier’s devices and signs one out: its token stops working at once', async () => {
    const owner = await shop();
    const cashier = await hireCashier(owner);
    const listed = await call(owner.token, 'GET', `/api/team/members/${cashier.userId}/sessions`);
    expect(listed.statusCode, listed.body).toBe(200);
    const sessions = listed.json().data.sessions as { id: string }[];
    expect(sessions).toHaveLength(1);
    expect(JSON.stringify(listed.json())).not.toContain(cashier.token);
    expect(
      (await call(owner.token, 'DELETE', `/api/team/members/${cashier.userId}/sessions/${sessions[0]!.id}`)).statusCode,
    ).toBe(200);
    expect((await sell(cashier.token)).statusCode).toBe(401);
    expect(
      (await call(owner.token, 'GET', `/api/team/members/${cashier.userId}/sessions`)).json().data.sessions,
    ).toEqual([]);
  });

  it("another shop's owner cannot see or end this shop's cashier sessions", async () => {
    const owner = await shop();
    const cashier = await hireCashier(owner);
    const stranger = await shop();
    expect((await call(stranger.token, 'GET', `/api/team/members/${cashier.userId}/sessions`)).statusCode).toBe(404);
    expect((await call(stranger.token, 'DELETE', `/api/team/members/${cashier.userId}/sessions`)).statusCode).toBe(404);
    expect((await sell(cashier.token)).statusCode).toBe(201);
  });

  it('an admin may invite a cashier; a developer may not', async () => {
    const owner = await shop();
    const admin = await hireCashier(owner);
    const setRole = (role: 'admin' | 'developer') =>
      ctx.deps.db
        .update(accountMemberships)
        .set({ role })
        .where(and(eq(accountMemberships.accountId, owner.accountId), eq(accountMemberships.userId, admin.userId)));
    await setRole('admin');
    await hireCashier(owner, admin);
    await setRole('developer');
    expect(
      (await call(admin.token, 'POST', '/api/team/invitations', { email: uniqueEmail(), role: 'cashier' })).statusCode,
    ).toBe(403);
  });
});
