import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Payment } from '@paylink/shared';
import { watchEvmTick } from '../../../test/evm-chains';
import { sharedEvmChains, type EvmChainSet } from '../../../test/shared-chains';
import { bearer, createTestContext, signUp, type TestContext } from '../../../test/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import { deliverAllDue } from '../../../test/webhook-test-tools';
import { merchantAccounts } from '../../accounts/schema';
import { chainAdapters } from '../../chains/chain-adapters';
import { uniqueAmounts } from '../../chains/unique-amounts/schema';
import { NETWORK_CURSOR, readCursors } from '../../chains/cursors';
import { paymentTransfers } from '../schema';
import { finalizePayments } from './finalize-payments';

/**
 * Issue 35, payment.reversed on Anvil: a link completed by a transfer that a reorg drops before it is final goes back
 * through the transition table (PENDING before its expiry) with payment.reversed over real HTTP, asks for its unique
 * amount again, and a new payment completes it again with a second payment.completed.
 */
const wallet = privateKeyToAccount(generatePrivateKey()).address;
let chains: EvmChainSet;
let ctx: TestContext;
let token: string;
let receiver: WebhookReceiver;
beforeAll(async () => {
  chains = await sharedEvmChains();
  ctx = await createTestContext(
    { REQUIRE_EMAIL_VERIFICATION: 'false', ALLOW_INSECURE_WEBHOOKS: 'true', WEBHOOK_ALLOW_PRIVATE: 'true' },
    undefined,
    {},
    chains.local,
  );
  const merchant = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ transactionCredits: 100, ethAddress: wallet })
    .where(eq(merchantAccounts.id, merchant.userId));
  token = merchant.token;
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
  await chains.close();
});

const client = () => chains.chains.ethereum.client;
const rpc = <T>(method: string, params: unknown[] = []) =>
  client().request({ method: method as never, params: params as never }) as Promise<T>;
const adapters = () =>
  chainAdapters({
    solanaRpc: ctx.deps.solanaRpc,
    commitment: 'confirmed',
    evm: ctx.deps.evm,
    evmConfig: ctx.deps.config.evm,
  });
const finalizeRound = () => finalizePayments(ctx.deps.db, adapters(), { now: new Date() });
const publicPayment = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` })).json().data;
const testPay = async (id: string) =>
  expect((await ctx.app.inject({ method: 'POST', url: `/api/payments/${id}/test-pay`, payload: {} })).statusCode).toBe(
    200,
  );
const deliver = () => deliverAllDue(ctx.deps);

describe('payment.reversed on Anvil', () => {
  it('a completion dropped by a reorg before finality: payment.reversed once (real HTTP), the link open again with its amount, and a new payment completes it again', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(token),
      payload: {
        label: 'Order',
        amount: '3',
        network: 'ethereum',
        currency: 'USDC',
        webhookUrl: `${receiver.url}/reorg`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json().data.payment as Payment;

    // The fork the payment lands on, dropped later (evm_revert: its blocks leave the chain, the transaction with them).
    const fork = await rpc<string>('evm_snapshot');
    await testPay(link.id);
    await watchEvmTick(ctx, 'ethereum');
    const completed = await publicPayment(link.id);
    expect(completed).toMatchObject({ status: 'COMPLETED', finality: 'confirmed' });
    const [held] = await ctx.deps.db.select().from(uniqueAmounts).where(eq(uniqueAmounts.paymentId, link.id));
    expect(held!.releasedAt).not.toBeNull();

    const [paidTransfer] = await ctx.deps.db
      .select()
      .from(paymentTransfers)
      .where(eq(paymentTransfers.paymentId, link.id));
    expect(await rpc<boolean>('evm_revert', [fork])).toBe(true);
    expect(
      await client()
        .getTransactionReceipt({ hash: completed.transactionSignature })
        .catch(() => null),
    ).toBeNull();
    const [first, second] = await Promise.all([finalizeRound(), finalizeRound()]);
    expect([...first.reversed, ...second.reversed]).toEqual([link.id]);
    // The EVM adapter's rewind: the watcher reads again from below the dropped transfer's block.
    const cursor = (await readCursors(ctx.deps.db, 'ethereum', [NETWORK_CURSOR])).get(NETWORK_CURSOR);
    expect(BigInt(cursor!.position!)).toBeLessThan(paidTransfer!.block);
    expect(await publicPayment(link.id)).toMatchObject({
      status: 'PENDING',
      finality: null,
      transactionSignature: null,
      amountReceived: '0',
      receiptUrl: null,
    });
    expect((await ctx.app.inject({ method: 'GET', url: `/receipt/${link.id}` })).statusCode).toBe(404);
    // It asks for its unique amount again (it was still its own, in quarantine).
    const [again] = await ctx.deps.db.select().from(uniqueAmounts).where(eq(uniqueAmounts.paymentId, link.id));
    expect(again!.releasedAt).toBeNull();
    expect((await finalizeRound()).reversed).toEqual([]);

    // The customer pays again (on the chain as it now is): the link completes again, and the merchant hears it.
    await testPay(link.id);
    await watchEvmTick(ctx, 'ethereum');
    const repaid = await publicPayment(link.id);
    expect(repaid).toMatchObject({ status: 'COMPLETED', finality: 'confirmed' });
    expect(repaid.transactionSignature).not.toBe(completed.transactionSignature);
    await rpc('anvil_mine', ['0x41']);
    expect((await finalizeRound()).finalized).toEqual([link.id]);

    await deliver();
    const bodies = receiver.received.filter((r) => r.path === '/reorg').map((r) => JSON.parse(r.rawBody));
    expect(bodies.map((b) => b.type)).toEqual([
      'payment.created',
      'payment.completed',
      'payment.reversed',
      'payment.completed',
      'payment.finalized',
    ]);
    const reversed = bodies[2];
    expect(reversed.data.payment).toMatchObject({
      id: link.id,
      status: 'PENDING',
      transaction_signature: null,
      completed_at: null,
      finality: null,
      amount_received: '0',
    });
    expect(reversed.data.transfer).toMatchObject({ signature: completed.transactionSignature, currency: 'USDC' });
    expect(bodies[3].data.payment.transaction_signature).toBe(repaid.transactionSignature);
  });
});
