import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { toFixedDecimal } from '@paylink/shared';
import { creditLedger } from '../modules/credits/schema';
import { merchantAccounts } from '../modules/accounts/schema';
import { creditPurchases } from '../modules/billing/schema';
import { payments } from '../modules/payments/schema';
import { signUp, type TestContext } from '../test/test-app';
import { adminTestTools, startAdminTestContext, type Account } from '../test/admin-test-context';

let ctx: TestContext;
let admin: Account;
beforeAll(async () => {
  ({ ctx, admin } = await startAdminTestContext());
});
afterAll(() => ctx.close());
const { call } = adminTestTools(() => ctx);

describe('analytics, recent activity and the audit log', () => {
  it('counts users, payments, credits issued, purchase revenue, payments by status and signups per day', async () => {
    const before = (await call('GET', '/api/admin/analytics', admin.token)).json().data;
    const buyer = await signUp(ctx);
    await ctx.deps.db.insert(creditLedger).values({
      accountId: buyer.userId,
      delta: 400,
      balanceAfter: 405,
      reason: 'purchase',
      referenceId: `test-${buyer.userId}`,
    });
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ transactionCredits: 405 })
      .where(and(eq(merchantAccounts.id, buyer.userId)));
    const purchase = {
      accountId: buyer.accountId,
      packageKind: 'pricing' as const,
      packageName: 'pay-as-you-go',
      displayName: 'Pay as you go',
      credits: 400,
    };
    await ctx.deps.db.insert(creditPurchases).values([
      { ...purchase, id: `pur_a${buyer.userId}`, method: 'card', amountCents: 4000n, status: 'COMPLETED' },
      // Not paid: no revenue.
      { ...purchase, id: `pur_b${buyer.userId}`, method: 'crypto', amountCents: 9900n, status: 'PENDING' },
    ]);

    const res = await call('GET', '/api/admin/analytics', admin.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.totalUsers).toBe(before.totalUsers + 1);
    expect(data.totalCreditsIssued).toBe(before.totalCreditsIssued + 405);
    // Money stays out of Number: compare in integer cents.
    const cents = (usd: string) => BigInt(toFixedDecimal(usd, 2).replace('.', ''));
    expect(cents(data.totalRevenue) - cents(before.totalRevenue)).toBe(4000n);
    expect(Object.keys(data.paymentsByStatus)).toEqual(['PENDING', 'COMPLETED', 'EXPIRED', 'FAILED']);
    expect(data.daily).toHaveLength(30);
    expect(data.daily.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    expect(data.daily.at(-1).signups).toBe(before.daily.at(-1).signups + 1);

    const activity = (await call('GET', '/api/admin/recent-activity', admin.token)).json().data;
    expect(activity.signups[0]).toMatchObject({ id: buyer.userId });
    expect(activity.purchases[0]).toMatchObject({
      userId: buyer.userId,
      what: 'Pay as you go',
      credits: 400,
      amount: '40',
      method: 'card',
    });
  });

  it("counts merchants' payment links only: a credit purchase paid in crypto is not a link (issue 38)", async () => {
    const before = (await call('GET', '/api/admin/analytics', admin.token)).json().data;
    const merchant = await signUp(ctx);
    const link = async (label: string) => {
      const res = await call('POST', '/api/payments/payment-link', merchant.token, {
        amount: '1',
        label,
        walletAddress: 'So11111111111111111111111111111111111111112',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.payment.id as string;
    };
    const shop = await link('shop link');
    // What a crypto credit purchase creates: a payment to the platform with purpose credit_purchase.
    const purchaseLink = await link('credits purchase');
    await ctx.deps.db.update(payments).set({ purpose: 'credit_purchase' }).where(eq(payments.id, purchaseLink));

    const data = (await call('GET', '/api/admin/analytics', admin.token)).json().data;
    expect(data.totalPayments).toBe(before.totalPayments + 1);
    expect(data.paymentsByStatus.PENDING).toBe(before.paymentsByStatus.PENDING + 1);
    expect(data.daily.at(-1).payments).toBe(before.daily.at(-1).payments + 1);
    const activity = (await call('GET', '/api/admin/recent-activity', admin.token)).json().data;
    const ids = activity.links.map((l: { id: string }) => l.id);
    expect(ids).toContain(shop);
    expect(ids).not.toContain(purchaseLink);
  });

  it('reads the audit log newest first with who, what, when, before and after', async () => {
    const target = await signUp(ctx);
    await call('POST', '/api/admin/adjust-credits', admin.token, { userId: target.userId, adjustment: 3 });
    const res = await call('GET', '/api/admin/audit-log?limit=5', admin.token);
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().data.entries;
    expect(entry).toMatchObject({
      adminId: admin.userId,
      adminEmail: admin.email,
      action: 'credits.adjust',
      targetType: 'user',
      targetId: target.userId,
      before: { transactionCredits: 5 },
      after: { transactionCredits: 8, adjustment: 3 },
    });
    expect(new Date(entry.createdAt).getTime()).not.toBeNaN();
    expect(res.json().data.pagination.limit).toBe(5);
  });
});
