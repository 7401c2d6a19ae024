import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { generateKeyPairSigner, lamports, type KeyPairSigner } from '@solana/kit';
import { createTestMint, LOCAL_USDC_MINT, payTransferRequest, sendTestTransfer, type Localnet } from '@paylink/localnet';
import { REFUND_EXPIRY_GRACE_MS, REFUND_LATE_WATCH_MS, REFUND_PAYERS_DIFFER, type Payment, type PaymentDetail, type Refund } from '@paylink/shared';
import { users } from '../accounts/schema';
import { creditLedger } from '../credits/schema';
import { paymentEvents, paymentTransfers, payments } from '../payments/schema';
import { startChainTestContext, watchTick } from '../../test/local-chain';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { bearer, signUp, type TestContext } from '../../test/test-app';
import { deliverDueWebhooks } from '../webhooks/deliver-due-webhooks';
import { watchRefunds } from './watch-refunds';
import { refunds } from './schema';

let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
let receiver: WebhookReceiver;
beforeAll(async () => {
  ({ chain, ctx, close } = await startChainTestContext({ ALLOW_INSECURE_WEBHOOKS: 'true', WEBHOOK_ALLOW_PRIVATE: 'true' }));
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await close();
});

const DAY = 24 * 60 * 60 * 1000;

interface Merchant {
  token: string;
  userId: string;
  wallet: KeyPairSigner;
}

async function merchant(): Promise<Merchant> {
  const m = await signUp(ctx);
  await ctx.deps.db.update(users).set({ transactionCredits: 50, subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' }).where(eq(users.id, m.userId));
  return { ...m, wallet: await generateKeyPairSigner() };
}

async function newLink(m: Merchant, body: Record<string, unknown>): Promise<Payment> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: { label: 'Order 7', walletAddress: m.wallet.address, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}

async function detail(m: Merchant, id: string): Promise<PaymentDetail> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(m.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.payment;
}

function prepare(m: Merchant, id: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url: `/api/payments/payments/${id}/refunds`, headers: { ...bearer(m.token), ...headers }, payload: body });
}

const watch = (now = new Date()) => watchRefunds(ctx.deps.db, { rpc: ctx.deps.rpc, commitment: 'confirmed', evm: ctx.deps.evm, evmConfig: ctx.deps.config.evm }, now);

async function eventTypes(id: string) {
  return (await ctx.deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, id)).orderBy(asc(paymentEvents.createdAt))).map((e) => e.type);
}

describe('refunds on the local chain', () => {
  it('marks an overpayment as owed, refunds it to the payer from the merchant wallet, and clears needsRefund', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '1', currency: 'USDC', webhookUrl: `${receiver.url}/refunds` });
    const paid = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 1_500_000n });
    await watchTick(ctx);

    const owed = await detail(m, link.id);
    expect(owed).toMatchObject({ status: 'COMPLETED', needsRefund: true, amountOwed: '0.5', amountRefunded: '0', amountRefundable: '1.5', refunds: [] });
    expect(owed.transfers).toEqual([expect.objectContaining({ payer: paid.payer, amountOwed: '0.5', amountRefundable: '1.5' })]);

    const res = await prepare(m, link.id, { transferId: owed.transfers[0]!.id, reason: 'Overpaid' });
    expect(res.statusCode, res.body).toBe(201);
    const refund: Refund = res.json().data.refund;
    expect(refund).toMatchObject({ status: 'PENDING', amount: '0.5', currency: 'USDC', network: 'solana', to: paid.payer, reason: 'Overpaid', transferId: owed.transfers[0]!.id, signature: null });
    expect(refund.qrCodeData).toMatch(/^data:image\/png;base64,/);
    const url = new URL(refund.paymentUrl);
    expect(url.pathname).toBe(paid.payer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ amount: '0.5', 'spl-token': LOCAL_USDC_MINT, reference: refund.reference, label: 'Refund Order 7' });
    expect(new Date(refund.expiresAt).getTime() - new Date(refund.createdAt).getTime()).toBe(DAY);

    // Not paid yet: the watcher leaves it PENDING.
    await watch();
    const reserved = await detail(m, link.id);
    expect(reserved.refunds).toEqual([expect.objectContaining({ id: refund.id, status: 'PENDING' })]);
    // The pending refund reserves its amount: the cap the detail shows is the one prepare enforces.
    expect(reserved).toMatchObject({ amountOwed: '0.5', amountRefundable: '1' });
    expect(reserved.transfers[0]!.amountRefundable).toBe('1');
    expect((await prepare(m, link.id, { transferId: owed.transfers[0]!.id, amount: '1.000001' })).statusCode).toBe(400);

    const sent = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: refund.paymentUrl, payer: m.wallet });
    const report = await watch();
    expect(report.changed).toContain(link.id);
    const after = await detail(m, link.id);
    expect(after).toMatchObject({ needsRefund: false, amountOwed: '0', amountRefunded: '0.5' });
    expect(after.transfers[0]!.amountOwed).toBe('0');
    expect(after.refunds).toEqual([expect.objectContaining({ id: refund.id, status: 'COMPLETED', signature: sent.signature })]);
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` });
    expect(shown.json().data).toMatchObject({ status: 'COMPLETED', amountReceived: '1.5', amountRefunded: '0.5' });
    const polled = await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${link.id}/refunds/${refund.id}`, headers: bearer(m.token) });
    expect(polled.json().data.refund).toMatchObject({ status: 'COMPLETED', signature: sent.signature });

    // Watching again (or the same signature found again) never completes or announces twice.
    await watch();
    expect((await eventTypes(link.id)).filter((t) => t === 'payment.refunded')).toHaveLength(1);

    // The webhook, over real HTTP, with data.refund.
    // One delivery per endpoint at a time, in order: rounds until this link's events are all sent.
    for (let round = 0; round < 10 && (await deliverDueWebhooks(ctx.deps, { timeoutMs: 2000, concurrency: 50 })).attempted > 0; round++);
    const hook = receiver.received.map((r) => JSON.parse(r.rawBody)).find((b) => b.type === 'payment.refunded' && b.data.payment.id === link.id);
    expect(hook.data.refund).toMatchObject({ id: refund.id, amount: '0.5', currency: 'USDC', to: paid.payer, status: 'COMPLETED', signature: sent.signature });

    // What is left to refund is what arrived minus what was refunded.
    const tooMuch = await prepare(m, link.id, { amount: '1.01' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: expect.stringContaining('at most 1 USDC') });
  });

  it('refunds a completed link in full when asked with the amount, and never more than arrived', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.02' });
    const paid = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await watchTick(ctx);
    expect(await detail(m, link.id)).toMatchObject({ status: 'COMPLETED', needsRefund: false, amountOwed: '0' });

    const nothing = await prepare(m, link.id);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toBe('Nothing is owed back on this payment. To refund it anyway, send the amount.');
    expect((await prepare(m, link.id, { amount: '0.021' })).statusCode).toBe(400);

    const res = await prepare(m, link.id, { amount: '0.02' });
    expect(res.statusCode, res.body).toBe(201);
    const refund: Refund = res.json().data.refund;
    expect(refund).toMatchObject({ amount: '0.02', currency: 'SOL', to: paid.payer });
    expect(new URL(refund.paymentUrl).searchParams.get('spl-token')).toBeNull();
    // The pending refund reserves its amount.
    const reserved = await prepare(m, link.id, { amount: '0.000000001' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().error).toContain('Nothing is left to refund');

    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: refund.paymentUrl, payer: m.wallet });
    // Two workers finding it at once: completed and announced once.
    await Promise.all([watch(), watch()]);
    expect((await eventTypes(link.id)).filter((t) => t === 'payment.refunded')).toHaveLength(1);
    expect(await detail(m, link.id)).toMatchObject({ status: 'COMPLETED', needsRefund: false, amountOwed: '0', amountRefunded: '0.02' });
    const csv = await ctx.app.inject({ method: 'GET', url: '/api/payments/export.csv', headers: bearer(m.token) });
    expect(csv.body.split('\r\n').find((line) => line.startsWith(link.id))).toMatch(/,0\.02$/);
  });

  it('answers 404 for another merchant’s payment and refund', async () => {
    const owner = await merchant();
    const stranger = await merchant();
    const link = await newLink(owner, { amount: '0.01' });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 20_000_000n });
    await watchTick(ctx);
    expect((await prepare(stranger, link.id)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${link.id}/refunds`, headers: bearer(stranger.token) })).statusCode).toBe(404);
    const own = (await prepare(owner, link.id)).json().data.refund as Refund;
    expect(own.amount).toBe('0.01');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${link.id}/refunds/${own.id}`, headers: bearer(stranger.token) })).statusCode).toBe(404);
    expect(await ctx.deps.db.select().from(refunds).where(eq(refunds.userId, stranger.userId))).toEqual([]);
  });

  it('expires an unpaid refund after 24 hours, then prepares a new one', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.01' });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 13_000_000n });
    await watchTick(ctx);
    const first = (await prepare(m, link.id)).json().data.refund as Refund;
    expect(first.amount).toBe('0.003');
    // What is owed is reserved by the pending refund.
    expect((await prepare(m, link.id)).json().error).toBe('What is owed is already being refunded: pay the pending refund, or wait until it expires.');

    await watch(new Date(Date.now() + DAY - 60_000));
    expect((await detail(m, link.id)).refunds[0]).toMatchObject({ id: first.id, status: 'PENDING' });
    // Past its time but within the grace (a transaction signed in time may still confirm): still PENDING, still reserving.
    await watch(new Date(Date.now() + DAY + 1000));
    expect((await detail(m, link.id)).refunds[0]).toMatchObject({ id: first.id, status: 'PENDING' });
    expect((await prepare(m, link.id)).statusCode).toBe(400);
    const report = await watch(new Date(Date.now() + DAY + REFUND_EXPIRY_GRACE_MS + 1000));
    expect(report.changed).toContain(link.id);
    const lapsed = await detail(m, link.id);
    expect(lapsed).toMatchObject({ needsRefund: true, amountOwed: '0.003' });
    expect(lapsed.refunds[0]).toMatchObject({ id: first.id, status: 'EXPIRED' });

    const second = await prepare(m, link.id);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.refund).toMatchObject({ amount: '0.003', status: 'PENDING' });
    expect(second.json().data.refund.reference).not.toBe(first.reference);
    expect(await eventTypes(link.id)).not.toContain('payment.refunded');
  });

  it('completes a refund found paid after it expired, once, and stops looking after the late window', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.01' });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 14_000_000n });
    await watchTick(ctx);
    const late = (await prepare(m, link.id)).json().data.refund as Refund;
    const expired = new Date(Date.now() + DAY + REFUND_EXPIRY_GRACE_MS + 1000);
    await watch(expired);
    expect((await detail(m, link.id)).refunds[0]).toMatchObject({ id: late.id, status: 'EXPIRED' });

    // The merchant's wallet pays it after all (a transaction that landed late): it is the refund, never a second one owed.
    const sent = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: late.paymentUrl, payer: m.wallet });
    const later = new Date(expired.getTime() + DAY);
    await Promise.all([watch(later), watch(later)]);
    await watch(later);
    const after = await detail(m, link.id);
    expect(after).toMatchObject({ needsRefund: false, amountOwed: '0', amountRefunded: '0.004' });
    expect(after.refunds[0]).toMatchObject({ id: late.id, status: 'COMPLETED', signature: sent.signature });
    expect((await eventTypes(link.id)).filter((t) => t === 'payment.refunded')).toHaveLength(1);

    // Past the late window an EXPIRED refund is no longer looked for.
    const link2 = await newLink(m, { amount: '0.01' });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link2.paymentUrl, amountOverride: 12_000_000n });
    await watchTick(ctx);
    const forgotten = (await prepare(m, link2.id)).json().data.refund as Refund;
    await watch(new Date(Date.now() + DAY + REFUND_EXPIRY_GRACE_MS + 1000));
    expect((await detail(m, link2.id)).refunds[0]).toMatchObject({ id: forgotten.id, status: 'EXPIRED' });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: forgotten.paymentUrl, payer: m.wallet });
    await watch(new Date(Date.now() + DAY + REFUND_LATE_WATCH_MS + 1000));
    expect((await detail(m, link2.id)).refunds[0]).toMatchObject({ id: forgotten.id, status: 'EXPIRED' });
  });

  it('never sends a refund of the whole link to a stranger who added to the customer’s payment', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.1' });
    const customer = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 99_000_000n });
    await watchTick(ctx);
    // A stranger adds 0.001 with the link's reference: the link completes on the stranger's transfer.
    const stranger = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 1_000_000n });
    await watchTick(ctx);
    const paid = await detail(m, link.id);
    expect(paid).toMatchObject({ status: 'COMPLETED', payerAddress: stranger.payer, amountRefundable: '0.1' });
    const [ofCustomer, ofStranger] = paid.transfers;
    expect(ofCustomer).toMatchObject({ payer: customer.payer, amount: '0.099' });
    expect(ofStranger).toMatchObject({ payer: stranger.payer, amount: '0.001' });

    // The merchant's full refund: two wallets paid, so no single destination; each is listed with what it sent.
    const full = await prepare(m, link.id, { amount: '0.1' });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: REFUND_PAYERS_DIFFER });
    expect(full.json().details).toEqual([
      { path: 'transferId', msg: `${ofCustomer!.id}: 0.099 SOL from ${customer.payer}` },
      { path: 'transferId', msg: `${ofStranger!.id}: 0.001 SOL from ${stranger.payer}` },
    ]);
    expect(await ctx.deps.db.select().from(refunds).where(eq(refunds.paymentId, link.id))).toEqual([]);

    // Per transfer, each part goes to its own payer, capped at what that payer sent.
    expect((await prepare(m, link.id, { transferId: ofStranger!.id, amount: '0.002' })).statusCode).toBe(400);
    const toCustomer = await prepare(m, link.id, { transferId: ofCustomer!.id, amount: '0.099' });
    expect(toCustomer.statusCode, toCustomer.body).toBe(201);
    expect(toCustomer.json().data.refund).toMatchObject({ to: customer.payer, amount: '0.099' });
    // What is left may only go to the one wallet it came from.
    const rest = await prepare(m, link.id, { amount: '0.001' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data.refund).toMatchObject({ to: stranger.payer, amount: '0.001', transferId: null });
  });

  it('asks which payer on a failed link a stranger paid dust to first, and refunds an excess to whoever sent it', async () => {
    const m = await merchant();
    const failing = await newLink(m, { amount: '0.05', expiresIn: 300 });
    // A wallet in use (funded), so dust alone can land in it.
    await ctx.deps.rpc.requestAirdrop(m.wallet.address, lamports(1_000_000_000n)).send();
    const stranger = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: failing.paymentUrl, amountOverride: 1000n });
    await watchTick(ctx);
    const customer = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: failing.paymentUrl, amountOverride: 10_000_000n });
    await watchTick(ctx);
    await watchTick(ctx, { now: () => new Date(Date.now() + 301_000) });
    const failed = await detail(m, failing.id);
    expect(failed).toMatchObject({ status: 'FAILED', needsRefund: true, amountOwed: '0.010001' });
    const owedToBoth = await prepare(m, failing.id);
    expect(owedToBoth.statusCode).toBe(400);
    expect(owedToBoth.json()).toMatchObject({ error: REFUND_PAYERS_DIFFER, details: [{ path: 'transferId' }, { path: 'transferId' }] });
    const named = await prepare(m, failing.id, { to: customer.payer, amount: '0.01' });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().data.refund).toMatchObject({ to: customer.payer, amount: '0.01' });
    // The stranger's dust goes back to the stranger.
    const dust = failed.transfers.find((t) => t.payer === stranger.payer)!;
    expect((await prepare(m, failing.id, { transferId: dust.id })).json().data.refund).toMatchObject({ to: stranger.payer, amount: '0.000001' });

    // A customer pays exactly; a stranger sends more: what is owed is the stranger's.
    const exact = await newLink(m, { amount: '0.01' });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: exact.paymentUrl });
    await watchTick(ctx);
    const excess = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: exact.paymentUrl, amountOverride: 3_000_000n });
    await watchTick(ctx);
    expect((await prepare(m, exact.id)).json().data.refund).toMatchObject({ to: excess.payer, amount: '0.003' });
  });

  it('goes on past a transaction that carries a refund’s reference but already paid another refund', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.01' });
    const customer = await generateKeyPairSigner();
    for (const amount of [10_000_000n, 5_000_000n, 4_000_000n]) await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, payer: customer, amountOverride: amount });
    await watchTick(ctx);
    const excess = (await detail(m, link.id)).transfers.filter((t) => t.outcome === 'excess');
    expect(excess).toHaveLength(2);
    const first = (await prepare(m, link.id, { transferId: excess[0]!.id })).json().data.refund as Refund;
    const second = (await prepare(m, link.id, { transferId: excess[1]!.id })).json().data.refund as Refund;
    expect([first.to, second.to]).toEqual([customer.address, customer.address]);

    // One transaction carries both references and pays the first (more than the second asks): it completes one refund, never both.
    const once = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: `${first.paymentUrl}&reference=${second.reference}`, payer: m.wallet });
    await watch();
    expect((await detail(m, link.id)).refunds.map((r) => [r.id, r.status])).toEqual([
      [second.id, 'PENDING'],
      [first.id, 'COMPLETED'],
    ]);
    const paid = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: second.paymentUrl, payer: m.wallet });
    await watch();
    const after = await detail(m, link.id);
    expect(after.refunds.map((r) => [r.id, r.status, r.signature])).toEqual([
      [second.id, 'COMPLETED', paid.signature],
      [first.id, 'COMPLETED', once.signature],
    ]);
    expect(after).toMatchObject({ needsRefund: false, amountOwed: '0' });
  });

  it('lists a spam token sent with a link’s reference but never owes it, so needsRefund does not stick', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.01' });
    const spam = await createTestMint({ rpcUrl: chain.rpcUrl, decimals: 6 });
    const sent = await sendTestTransfer({ rpcUrl: chain.rpcUrl, recipient: m.wallet.address, amount: 9_000_000n, token: { mint: spam, decimals: 6 }, references: [link.reference] });
    expect(sent.err).toBeNull();
    await watchTick(ctx);
    expect(await detail(m, link.id)).toMatchObject({ status: 'PENDING', needsRefund: false });
    const paid = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await watchTick(ctx);
    const shown = await detail(m, link.id);
    expect(shown).toMatchObject({ status: 'COMPLETED', needsRefund: false, amountOwed: '0' });
    expect(shown.transfers).toEqual([
      expect.objectContaining({ signature: sent.signature, outcome: 'rejected', reason: 'wrong_token', currency: null, amountOwed: '0', amountRefundable: '0' }),
      expect.objectContaining({ signature: paid.signature, outcome: 'counted' }),
    ]);
    const refused = await prepare(m, link.id, { transferId: shown.transfers[0]!.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('a token Paylink does not know');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/payments/payments?attention=true', headers: bearer(m.token) });
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain(link.id);
  });

  it('owes what a failed link received, and asks for the destination when the payer is unknown', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.05', expiresIn: 300 });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 10_000_000n });
    await watchTick(ctx);
    await watchTick(ctx, { now: () => new Date(Date.now() + 301_000) });
    const failed = await detail(m, link.id);
    expect(failed).toMatchObject({ status: 'FAILED', needsRefund: true, amountOwed: '0.01' });

    await ctx.deps.db.update(payments).set({ payerAddress: null }).where(eq(payments.id, link.id));
    await ctx.deps.db.update(paymentTransfers).set({ payer: null }).where(eq(paymentTransfers.paymentId, link.id));
    const unknown = await prepare(m, link.id);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'to' }] });
    expect((await prepare(m, link.id, { to: 'not-an-address' })).statusCode).toBe(400);
    // Malformed input is a shaped 4xx, never a 500.
    for (const bad of [{ amount: 'abc' }, { amount: '-1' }, { amount: '1e3' }, { amount: 12 }, { transferId: 'trf_missing' }, { reason: 'x'.repeat(201) }, { to: 42 }]) {
      const answer = await prepare(m, link.id, bad as Record<string, unknown>);
      expect(answer.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(bad)).toBeLessThan(500);
      expect(answer.json()).toMatchObject({ success: false, code: expect.any(String) });
    }
    const other = await generateKeyPairSigner();
    const res = await prepare(m, link.id, { to: other.address });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.refund).toMatchObject({ to: other.address, amount: '0.01' });
  });

  it('lets only one of two concurrent refunds reserve what is owed', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.01' });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 12_000_000n });
    await watchTick(ctx);
    const answers = await Promise.all([prepare(m, link.id), prepare(m, link.id), prepare(m, link.id, { amount: '0.012' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
    const rows = await ctx.deps.db.select().from(refunds).where(eq(refunds.paymentId, link.id));
    expect(rows.reduce((sum, r) => sum + r.amount, 0n) <= 12_000_000n).toBe(true);
  });

  it('replays the same Idempotency-Key, and the API charges one credit per refund', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.01' });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 15_000_000n });
    await watchTick(ctx);
    const key = await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(m.token) });
    const apiKey = key.json().data.apiKey as string;
    const credits = async () => (await ctx.deps.db.select({ n: users.transactionCredits }).from(users).where(eq(users.id, m.userId)))[0]!.n;
    const before = await credits();

    const call = () =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/payment-links/${link.id}/refunds`, headers: { 'x-api-key': apiKey, 'idempotency-key': 'refund-1' }, payload: {} });
    const first = await call();
    expect(first.statusCode, first.body).toBe(201);
    const again = await call();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.refund.id).toBe(first.json().data.refund.id);
    expect(await credits()).toBe(before - 1);
    const charged = await ctx.deps.db.select().from(creditLedger).where(eq(creditLedger.referenceId, first.json().data.refund.id));
    expect(charged).toHaveLength(1);

    const listed = await ctx.app.inject({ method: 'GET', url: `/api/v1/payment-links/${link.id}/refunds`, headers: { 'x-api-key': apiKey } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.refunds.map((r: Refund) => r.id)).toEqual([first.json().data.refund.id]);
    expect(await credits()).toBe(before - 1);
    const v1 = await ctx.app.inject({ method: 'GET', url: `/api/v1/payment-links/${link.id}`, headers: { 'x-api-key': apiKey } });
    expect(v1.json().data.payment).toMatchObject({ needsRefund: true, amountOwed: '0.005', amountRefunded: '0' });
  });
});
