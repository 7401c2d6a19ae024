import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { testMisdirectedScope, watchEvmTick } from '../../../test/evm-chains';
import { misdirectedFixture } from '../../../test/misdirected-fixture';
import { signUp, bearer } from '../../../test/test-app';
import { joinAs } from '../../../test/team-member';
import { unmatchedInbox } from '../../unmatched-transfers/list-unmatched-transfer';
import { unmatchedTransfers } from '../../unmatched-transfers/schema';
import { paymentRequestBuilder } from '../../chains/payment-requests';
import { paymentTransfers } from '../schema';
import { recordObservedTransfer } from '../lifecycle/record-observed-transfer';

/**
 * The attacker's side of payments sent on the wrong network: a token calling itself USDC at a contract no network
 * lists (anyone can deploy one on a cheap chain), members who may not move money, another merchant, and a merchant
 * accepting one payment twice at once. Base links paid on Ethereum (the test chains' two EVM networks). Refunding
 * one: misdirected-refund-abuse.test.ts.
 */
const { f, units, baseLink, sendOnEthereum, misdirectedOf, misdirected, detail, accept } = misdirectedFixture();
const LOOK_ALIKE = getAddress('0x0bad0bad0bad0bad0bad0bad0bad0bad0bad0bae');

describe('payments sent on the wrong network, as the attacker', () => {
  it('a look-alike "USDC" at an unlisted contract, of a link’s exact amount, never pays, is never misdirected and never shows as USDC', async () => {
    // The test USDC's own code (symbol USDC, public mint) at a contract Ethereum does not list.
    const code = await f.t.chains.chains.ethereum.client.getCode({ address: f.t.chains.chains.ethereum.usdcAddress });
    await f.t.chains.chains.ethereum.client.request({
      method: 'anvil_setCode' as never,
      params: [LOOK_ALIKE, code] as never,
    });
    const link = await baseLink();
    const hash = await sendOnEthereum(units(link.payAmount), LOOK_ALIKE);
    await watchEvmTick(f.t.ctx, 'ethereum', { confirmations: 1, misdirected: true });
    expect(await detail(link.id)).toMatchObject({ status: 'PENDING', amountReceived: null, misdirected: [] });
    expect(await misdirectedOf(hash)).toEqual([]);
    expect(await f.t.ctx.deps.db.select().from(unmatchedTransfers).where(eq(unmatchedTransfers.txId, hash))).toEqual(
      [],
    );
    expect(await f.t.ctx.deps.db.select().from(paymentTransfers).where(eq(paymentTransfers.txId, hash))).toEqual([]);
  });

  it('a look-alike reported under the symbol USDC (an adapter fooled by its name) is ignored by the core: no misdirected payment', async () => {
    const link = await baseLink('6');
    const scope = testMisdirectedScope(f.t.ctx, 'ethereum')!;
    const fake = {
      network: 'ethereum',
      txId: `0x${'ab'.repeat(32)}`,
      position: 0,
      block: 1n,
      txIndex: 0,
      time: new Date(),
      from: privateKeyToAccount(generatePrivateKey()).address,
      to: f.wallet,
      asset: LOOK_ALIKE,
      currency: 'USDC',
      amount: units(link.payAmount),
      reference: null,
      problem: null,
      confirmations: 10,
    };
    const adapter = { ...paymentRequestBuilder(f.t.ctx.deps.config, 'ethereum'), amountHolder: async () => null };
    await recordObservedTransfer(f.t.ctx.deps.db, fake, {
      adapter,
      inbox: unmatchedInbox,
      lateWindowMs: 86_400_000,
      now: new Date(),
      misdirected: scope,
    });
    expect(await misdirectedOf(fake.txId)).toEqual([]);
    expect((await detail(link.id)).misdirected).toEqual([]);
  });

  it('a viewer and a removed member cannot accept; another merchant cannot accept or see it', async () => {
    const { id, link } = await misdirected();
    const viewer = await joinAs(f.t.ctx, f.accountId, 'viewer');
    expect((await accept(id, viewer.token)).statusCode).toBe(403);

    const admin = await joinAs(f.t.ctx, f.accountId, 'admin');
    const removed = await f.t.ctx.app.inject({
      method: 'DELETE',
      url: `/api/team/members/${admin.userId}`,
      headers: bearer(f.t.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // Their session no longer reaches the account: refused (or not found in what is left to them), never accepted.
    expect([401, 403, 404]).toContain((await accept(id, admin.token)).statusCode);

    const stranger = await signUp(f.t.ctx);
    const res = await accept(id, stranger.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const list = await f.t.ctx.app.inject({
      method: 'GET',
      url: '/api/payments/misdirected',
      headers: bearer(stranger.token),
    });
    expect(list.json().data.transfers).toEqual([]);
    expect(await detail(link.id)).toMatchObject({ status: 'PENDING', misdirected: [{ id, status: 'open' }] });
  });

  it('accepting twice at once (a race) counts it once', { tags: ['postgres'] }, async () => {
    const { id, link, hash } = await misdirected();
    const answers = await Promise.all([accept(id, f.t.token), accept(id, f.t.token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await f.t.ctx.deps.db.select().from(paymentTransfers).where(eq(paymentTransfers.txId, hash))).toHaveLength(
      1,
    );
    expect(await detail(link.id)).toMatchObject({ status: 'COMPLETED', amountReceived: link.payAmount });
  });

  it('a transfer already counted toward a link (assigned from the inbox) cannot be accepted on a second link', async () => {
    const { id, hash } = await misdirected();
    // As if another path counted the same transfer first: the database lets it count toward one link at most.
    const other = await baseLink('5');
    const [row] = await misdirectedOf(hash);
    await f.t.ctx.deps.db.insert(paymentTransfers).values({
      id: `trf_${row!.id}`,
      paymentId: other.id,
      txId: hash,
      position: row!.position,
      outcome: 'excess',
      amount: row!.amount,
      block: row!.block,
    });
    const res = await accept(id, f.t.token);
    expect(res.statusCode).toBe(409);
    expect(await f.t.ctx.deps.db.select().from(paymentTransfers).where(eq(paymentTransfers.txId, hash))).toHaveLength(
      1,
    );
  });
});
