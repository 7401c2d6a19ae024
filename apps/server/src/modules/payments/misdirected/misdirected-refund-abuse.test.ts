import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { payEip681Request } from '@paylink/localnet';
import { REFUND_LATE_WATCH_MS, type Refund } from '@paylink/shared';
import { watchEvmTick } from '../../../test/evm-chains';
import { misdirectedFixture } from '../../../test/misdirected-fixture';
import { bearer, signUp } from '../../../test/test-app';
import { joinAs } from '../../../test/team-member';
import { merchantAccounts } from '../../accounts/schema';
import { paymentTransfers } from '../schema';
import { refunds } from '../../refunds/schema';
import { watchRefunds } from '../../refunds/watch-refunds';
import { misdirectedTransfers } from './schema';

/**
 * The attacker's side of refunding a payment sent on the wrong network: to an address the caller names, by members
 * who may not move money or another merchant, refunded and counted both, or paid back twice. Base links paid on
 * Ethereum (the test chains' two EVM networks).
 */
const { f, misdirected, detail, accept, refund } = misdirectedFixture();

describe('refunding a payment sent on the wrong network, as the attacker', () => {
  it('a refund goes to the sender only: an address in the body is ignored; a viewer and another merchant cannot prepare one', async () => {
    const { id, link } = await misdirected();
    const viewer = await joinAs(f.t.ctx, f.accountId, 'viewer');
    expect((await refund(id, viewer.token)).statusCode).toBe(403);
    const stranger = await signUp(f.t.ctx);
    const theirs = await refund(id, stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(await f.t.ctx.deps.db.select().from(refunds).where(eq(refunds.misdirectedId, id))).toEqual([]);

    const attacker = privateKeyToAccount(generatePrivateKey()).address;
    const res = await refund(id, f.t.token, { to: attacker });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await f.t.ctx.deps.db.select().from(misdirectedTransfers).where(eq(misdirectedTransfers.id, id));
    expect(res.json().data).toMatchObject({ to: row!.payer, network: 'ethereum', amount: link.payAmount });
    expect(res.json().data.to).not.toBe(attacker);
  });

  it('a refund after accepting is 409, and accepting after a refund was prepared is 409: never counted and sent back', async () => {
    const first = await misdirected();
    expect((await accept(first.id, f.t.token)).statusCode).toBe(200);
    const late = await refund(first.id, f.t.token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(await f.t.ctx.deps.db.select().from(refunds).where(eq(refunds.misdirectedId, first.id))).toEqual([]);

    const second = await misdirected();
    const prepared = await refund(second.id, f.t.token);
    expect(prepared.statusCode, prepared.body).toBe(200);
    const res = await accept(second.id, f.t.token);
    expect(res.statusCode).toBe(409);
    expect(await f.t.ctx.deps.db.select().from(paymentTransfers).where(eq(paymentTransfers.txId, second.hash))).toEqual(
      [],
    );
    expect(await detail(second.link.id)).toMatchObject({ status: 'PENDING', amountReceived: null });
  });

  it('preparing twice at once returns one refund', { tags: ['postgres'] }, async () => {
    const { id } = await misdirected();
    const answers = await Promise.all([refund(id, f.t.token), refund(id, f.t.token)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().data.id).toBe(answers[1]!.json().data.id);
    expect(await f.t.ctx.deps.db.select().from(refunds).where(eq(refunds.misdirectedId, id))).toHaveLength(1);
  });

  it('a refund of a misdirected payment never takes from what the link’s own payments owe back', async () => {
    const { id, link } = await misdirected();
    expect((await refund(id, f.t.token)).statusCode).toBe(200);
    // The link then paid twice on its own network: the second payment is owed back, whatever the misdirected refund.
    for (let i = 0; i < 2; i++) {
      const paid = await payEip681Request({ rpcUrl: f.t.chains.chains.base.rpcUrl, url: link.paymentUrl });
      expect(paid.success).toBe(true);
    }
    await watchEvmTick(f.t.ctx, 'base', { confirmations: 1 });
    expect(await detail(link.id)).toMatchObject({ status: 'COMPLETED', amountOwed: link.payAmount });
    const res = await f.t.ctx.app.inject({
      method: 'POST',
      url: `/api/payments/payments/${link.id}/refunds`,
      headers: bearer(f.t.token),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.refund).toMatchObject({ network: 'base', amount: link.payAmount });
  });

  it('through an API key the refund costs one credit and goes to the sender as well', async () => {
    const { id, link } = await misdirected();
    await f.t.ctx.deps.db
      .update(merchantAccounts)
      .set({ transactionCredits: 5, subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
      .where(eq(merchantAccounts.id, f.accountId));
    const key = await f.t.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/generate-api-key',
      headers: bearer(f.t.token),
    });
    expect(key.statusCode, key.body).toBe(201);
    const res = await f.t.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/misdirected-payments/${id}/refund`,
      headers: { 'x-api-key': key.json().data.apiKey },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await f.t.ctx.deps.db.select().from(misdirectedTransfers).where(eq(misdirectedTransfers.id, id));
    expect(res.json().data).toMatchObject({ to: row!.payer, amount: link.payAmount, network: 'ethereum' });
    const [account] = await f.t.ctx.deps.db
      .select({ credits: merchantAccounts.transactionCredits })
      .from(merchantAccounts)
      .where(eq(merchantAccounts.id, f.accountId));
    expect(account!.credits).toBe(4);
  });

  it('a refund that lapsed unpaid is never prepared again while it may still be paid late: the merchant is never made to pay twice', async () => {
    const { id } = await misdirected();
    const prepared = await refund(id, f.t.token);
    expect(prepared.statusCode, prepared.body).toBe(200);
    const first: Refund = prepared.json().data;
    // It lapsed a day ago: the watcher still looks for it (REFUND_LATE_WATCH_MS), and completes it if paid.
    await lapse(first.id, Date.now() - 86_400_000);

    const admin = await joinAs(f.t.ctx, f.accountId, 'admin');
    for (const token of [f.t.token, admin.token]) {
      const again = await refund(id, token);
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toMatchObject({ success: false, code: 'CONFLICT' });
      expect(again.json().error).toMatch(
        /^An earlier refund of [\d.]+ \w+ expired unpaid but still completes if paid until .+: reopen it, or prepare a new one after then\.$/,
      );
    }
    expect(await refundsOf(id)).toHaveLength(1);

    // The merchant pays the lapsed one late: it completes, the transfer is refunded, and nothing new is prepared.
    const paid = await payEip681Request({
      rpcUrl: f.t.chains.chains.ethereum.rpcUrl,
      url: first.paymentUrl,
      privateKey: f.merchantKey,
    });
    expect(paid.success).toBe(true);
    await watch();
    const [row] = await f.t.ctx.deps.db.select().from(misdirectedTransfers).where(eq(misdirectedTransfers.id, id));
    expect(row).toMatchObject({ status: 'refunded', refundId: first.id });
    const after = await refund(id, f.t.token);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data).toMatchObject({ id: first.id, status: 'COMPLETED', signature: paid.hash });
    expect(await refundsOf(id)).toHaveLength(1);
  });

  it('a refund that lapsed past the late watch can no longer be paid: a new one is prepared, once', async () => {
    const { id } = await misdirected();
    const first: Refund = (await refund(id, f.t.token)).json().data;
    await lapse(first.id, Date.now() - REFUND_LATE_WATCH_MS - 60_000);
    const second = await refund(id, f.t.token);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ status: 'PENDING' });
    expect(second.json().data.id).not.toBe(first.id);
    expect((await refund(id, f.t.token)).json().data.id).toBe(second.json().data.id);
    expect(await refundsOf(id)).toHaveLength(2);
  });
});

const refundsOf = (id: string) => f.t.ctx.deps.db.select().from(refunds).where(eq(refunds.misdirectedId, id));
/** The refund lapsed unpaid (as the watcher leaves it), its time having ended at `expiredAt`. */
const lapse = (refundId: string, expiredAt: number) =>
  f.t.ctx.deps.db
    .update(refunds)
    .set({ status: 'EXPIRED', expiresAt: new Date(expiredAt) })
    .where(eq(refunds.id, refundId));
const watch = () =>
  watchRefunds(
    f.t.ctx.deps.db,
    {
      solanaRpc: f.t.ctx.deps.solanaRpc,
      commitment: 'confirmed',
      evm: f.t.ctx.deps.evm,
      evmConfig: f.t.ctx.deps.config.evm,
    },
    new Date(),
  );
