import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import { randomBytes } from 'node:crypto';
import { merchantAccounts } from '../accounts/schema';
import { startChainTestContext } from '../../test/local-chain';
import { bearer, signUp, type TestContext } from '../../test/test-app';
import { payouts } from './schema';
import { watchPayouts } from './watch-payouts';

// Offline, the batch's signing step can be paid by the local chain's test wallet (as a refund's can): each unpaid
// payout gets its transfer, carrying the batch's reference, and the watcher marks it PAID.
let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, close } = await startChainTestContext({}));
});
afterAll(() => close());

describe('a Solana batch paid with the test wallet (offline)', () => {
  it('pays each unpaid payout (SOL and USDC); the watcher marks them PAID; then nothing is left to pay', async () => {
    const m = await signUp(ctx);
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
      .where(eq(merchantAccounts.id, m.accountId));
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url: `/api/payouts${url}`, headers: bearer(m.token), ...(payload ? { payload } : {}) });
    const ids: string[] = [];
    for (const body of [
      { amount: '0.25', currency: 'SOL' },
      { amount: '3.5', currency: 'USDC' },
    ]) {
      const res = await call('POST', '', { name: 'R', address: base58Encode(randomBytes(32)), ...body });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.payout.id);
    }
    const batch = (await call('POST', '/batches', { network: 'solana', payoutIds: ids })).json().data.batch;

    const paid = await call('POST', `/batches/${batch.id}/test-pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.signatures).toHaveLength(2);
    const report = await watchPayouts(
      ctx.deps,
      { solanaRpc: ctx.deps.solanaRpc, commitment: 'confirmed', evm: {}, evmConfig: {} },
      new Date(),
    );
    expect(report.paid.sort()).toEqual([...ids].sort());
    const rows = await Promise.all(
      ids.map(async (id) => (await ctx.deps.db.select().from(payouts).where(eq(payouts.id, id)))[0]!),
    );
    expect(rows.map((r) => r.status)).toEqual(['PAID', 'PAID']);
    expect((await call('POST', `/batches/${batch.id}/test-pay`)).statusCode).toBe(409);
  });
});
