import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { merchantAccounts, users } from '../modules/accounts/schema';
import { paymentTransfers, payments } from '../modules/payments/schema';
import { refunds } from '../modules/refunds/schema';
import { createTestContext, signUp, type TestContext } from '../test/test-app';

/**
 * Hostile input on the routes that move money (refunds, wallet proofs, quote renewals), with real rows behind them:
 * each must answer a 4xx with the error shape, never a 500.
 */
let ctx: TestContext;
let token: string;
let adminId: string;

beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
  // An admin, so the admin routes' guard lets the fuzzed input through to validation.
  const admin = await signUp(ctx);
  await ctx.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.accountId));
  token = admin.token;
  adminId = admin.accountId;
});
afterAll(() => ctx.close());

async function expectErrorShape(request: InjectOptions, statuses?: number[]) {
  const res = await ctx.app.inject(request);
  const label = JSON.stringify(request).slice(0, 160);
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  if (statuses) expect(statuses, label).toContain(res.statusCode);
  const body = res.json();
  expect(body, label).toMatchObject({ success: false, error: expect.any(String), code: expect.any(String) });
  return res;
}

describe('fuzzing every route', () => {
  it('answers hostile refund requests on a link with money to refund with a 4xx, never a 500', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        amount: '0.1',
        currency: 'SOL',
        network: 'solana',
        label: 'Fuzzed refunds',
        walletAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().data.payment.id;
    // Money that arrived from two wallets (written as the watcher would), so requests reach every check.
    const transfer = (n: number, payer: string) => ({
      id: `trf_fuzz_${n}`,
      paymentId: id,
      txId: `fuzz-sig-${n}`,
      outcome: 'excess' as const,
      amount: 50_000_000n,
      asset: null,
      currency: 'SOL',
      payer,
      block: BigInt(n),
    });
    await ctx.deps.db
      .insert(paymentTransfers)
      .values([
        transfer(1, 'Fuzz1111111111111111111111111111111111111111'),
        transfer(2, 'Fuzz2222222222222222222222222222222222222222'),
      ]);
    await ctx.deps.db.update(payments).set({ status: 'COMPLETED' }).where(eq(payments.id, id));
    const hostile = [
      '',
      '\u0000',
      'x'.repeat(5000),
      '\ud800',
      '١٢',
      '1e3',
      '-1',
      'NaN',
      'Infinity',
      '0',
      '0.0000000001',
      '1'.repeat(400),
      ' 1 ',
      '0x10',
    ];
    const values: unknown[] = [...hostile, 12, -1, 1e308, true, null, [], {}, ['0.01'], { amount: '0.01' }];
    const bodies: unknown[] = [
      ...['amount', 'transferId', 'to', 'reason'].flatMap((field) => values.map((v) => ({ [field]: v }))),
      // Two payers: without a transfer or an address, refused.
      { amount: '0.01' },
      {},
      { transferId: 'trf_fuzz_1', amount: '0.06' },
      { transferId: 'trf_fuzz_1', to: 'trf_fuzz_2' },
      [],
      'a string',
      42,
    ];
    for (const payload of bodies) {
      await expectErrorShape({
        method: 'POST',
        url: `/api/payments/payments/${id}/refunds`,
        headers: { authorization: `Bearer ${token}` },
        payload: payload as InjectOptions['payload'],
      });
    }
    for (const refundId of ['\u0000', 'x'.repeat(5000), 'rfd_missing', '../..']) {
      await expectErrorShape({
        method: 'GET',
        url: `/api/payments/payments/${id}/refunds/${encodeURIComponent(refundId)}`,
        headers: { authorization: `Bearer ${token}` },
      });
    }
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
      .where(eq(merchantAccounts.id, adminId));
    const generated = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/generate-api-key',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const key = generated.json().data.apiKey as string;
    for (const idempotencyKey of ['x'.repeat(5000), '\u00e9\u00e9', ' ']) {
      await expectErrorShape({
        method: 'POST',
        url: `/api/v1/payment-links/${id}/refunds`,
        headers: { 'x-api-key': key, 'idempotency-key': idempotencyKey },
        payload: {},
      });
    }
    expect(await ctx.deps.db.select().from(refunds).where(eq(refunds.paymentId, id))).toEqual([]);
  });

  it('answers malformed wallet proofs with a 4xx, never a 500', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const addresses = [
      '',
      'x',
      '0x' + 'g'.repeat(40),
      '0x' + 'a'.repeat(39),
      '1'.repeat(44),
      'O'.repeat(44),
      'a'.repeat(65),
      42,
      null,
      ['0x'],
      { address: 'x' },
    ];
    for (const address of addresses) {
      await expectErrorShape({ method: 'POST', url: '/api/wallets/proofs', headers, payload: { address } }, [400]);
    }
    await expectErrorShape({ method: 'POST', url: '/api/wallets/proofs', headers, payload: {} }, [400]);
    const proof = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallets/proofs',
      headers,
      payload: { address: '0x52908400098527886E0F7030069857D2E4169EE7' },
    });
    const solana = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallets/proofs',
      headers,
      payload: { address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' },
    });
    const signatures = [
      '',
      ' ',
      '0x',
      '0x' + 'z'.repeat(130),
      '0x' + 'ab'.repeat(65),
      '0x' + 'ab'.repeat(64),
      '1'.repeat(88),
      'O'.repeat(88),
      'x'.repeat(201),
      7,
      null,
      ['a'],
      { s: 1 },
    ];
    for (const nonce of [proof.json().data.nonce, solana.json().data.nonce]) {
      for (const signature of signatures) {
        // Each refusal of a real nonce spends it, so later tries answer 400 INVALID_TOKEN: still the error shape.
        await expectErrorShape(
          { method: 'POST', url: '/api/wallets/proofs/verify', headers, payload: { nonce, signature } },
          [400],
        );
      }
    }
    for (const nonce of ['', 'a'.repeat(101), 5, null, {}]) {
      await expectErrorShape(
        { method: 'POST', url: '/api/wallets/proofs/verify', headers, payload: { nonce, signature: '0xab' } },
        [400],
      );
    }
  });

  it('answers malformed quote renewals of a real USD link with a 4xx, and leaves its quote as it was', async () => {
    const wallet = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    const admin = (await ctx.deps.db.select().from(users).where(eq(users.isAdmin, true)))[0]!;
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ walletAddress: wallet, transactionCredits: 10 })
      .where(eq(merchantAccounts.id, admin.id));
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: { authorization: `Bearer ${token}` },
      payload: { amount: '25', currency: 'USD', payCurrencies: ['SOL', 'USDC'], network: 'solana', label: 'Fuzz' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json().data.payment;
    const url = `/api/payments/${link.id}/quote`;
    const bodies: unknown[] = [
      { payCurrency: 'SOL\u0000' },
      { payCurrency: '\ud800' },
      { payCurrency: 'x'.repeat(5000) },
      { payCurrency: 'DOGE' },
      { payCurrency: 'USD' },
      { payCurrency: '' },
      { payCurrency: 1 },
      { payCurrency: ['SOL'] },
      { payCurrency: { $ne: null } },
      [],
      'SOL',
    ];
    for (const body of bodies) {
      await expectErrorShape(
        { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) },
        [400],
      );
    }
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` })).json().data;
    expect(after).toMatchObject({ payCurrency: 'SOL', payAmount: link.payAmount, quote: link.quote });
  });
});
