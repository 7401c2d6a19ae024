import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Connection, Keypair, LAMPORTS_PER_SOL, type Transaction } from '@solana/web3.js';
import { fetchTransaction, parseURL, type TransactionRequestURL } from '@solana/pay-0.2';
import { LOCAL_USDC_MINT, requestTokenAirdrop, type Localnet } from '@paylink/localnet';
import { SOLANA_TOKENS } from '@paylink/shared';
import { merchantAccounts } from '../../accounts/schema';
import { startChainTestContext } from '../../../test/local-chain';
import { bearer, signUp, type TestContext } from '../../../test/test-app';
import { payoutEvents, payouts } from '../../payouts/schema';
import { watchPayouts } from '../../payouts/watch-payouts';

// Issue 52: a Solana batch is paid by the merchant's own wallet through Solana Pay transaction requests, read with
// the reference client as a wallet reads them; the watcher marks each payout PAID per transfer.
let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
let connection: Connection;
let baseUrl: string;
beforeAll(async () => {
  ({ chain, ctx, close } = await startChainTestContext({
    APP_URL: 'https://paylink.example',
    TRANSACTION_REQUEST_LIMIT_PER_IP: '1000',
  }));
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  connection = new Connection(chain.rpcUrl, 'confirmed');
});
afterAll(() => close());

async function merchant() {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, m.accountId));
  const wallet = Keypair.generate();
  await connection.requestAirdrop(wallet.publicKey, 20 * LAMPORTS_PER_SOL);
  await requestTokenAirdrop({
    rpcUrl: chain.rpcUrl,
    mint: LOCAL_USDC_MINT,
    owner: wallet.publicKey.toBase58(),
    amount: 1_000_000_000n,
  });
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/payouts${url}`, headers: bearer(m.token), ...(payload ? { payload } : {}) });
  return { ...m, wallet, call };
}
type Merchant = Awaited<ReturnType<typeof merchant>>;

async function payout(m: Merchant, body: object): Promise<string> {
  const res = await m.call('POST', '', {
    name: 'Recipient',
    address: Keypair.generate().publicKey.toBase58(),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payout.id;
}

/** What the merchant's wallet does with each request: fetch it (reference client), sign it, send it. */
async function signAll(requests: string[], wallet: Keypair): Promise<Transaction[]> {
  const signed: Transaction[] = [];
  for (const request of requests) {
    const parsed = parseURL(request) as TransactionRequestURL;
    expect(parsed.link.origin).toBe('https://paylink.example');
    const tx = await fetchTransaction(connection, wallet.publicKey, new URL(parsed.link.pathname, baseUrl));
    tx.partialSign(wallet);
    // The local chain lands a transaction as it is sent.
    await connection.sendRawTransaction(tx.serialize());
    signed.push(tx);
  }
  return signed;
}

const watch = () =>
  watchPayouts(
    ctx.deps,
    { solanaRpc: ctx.deps.solanaRpc, commitment: 'confirmed', evm: {}, evmConfig: {} },
    new Date(),
  );
const statuses = async (ids: string[]) =>
  Promise.all(ids.map(async (id) => (await ctx.deps.db.select().from(payouts).where(eq(payouts.id, id)))[0]!.status));

describe('a Solana payout batch', () => {
  it('SOL, USDC (the recipient’s token account created) and USD paid in SOL: one transaction the merchant signs and pays the fee of; each payout PAID', async () => {
    const m = await merchant();
    const ids = [
      await payout(m, { amount: '0.5', currency: 'SOL' }),
      await payout(m, { amount: '1.25', currency: 'SOL' }),
      await payout(m, { amount: '12.5', currency: 'USDC' }),
      await payout(m, { amount: '3', currency: 'USD', payCurrency: 'SOL' }),
    ];
    const twice = await m.call('POST', '/batches', { network: 'solana', payoutIds: [ids[0], ids[0]] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().success).toBe(false);

    const created = await m.call('POST', '/batches', { network: 'solana', payoutIds: ids });
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json().data.batch;
    expect(batch.signing.kind).toBe('solana-pay');
    expect(batch.signing.requests).toHaveLength(1);
    expect(batch.remaining).toBe(4);
    const usd = batch.payouts.find((p: { currency: string }) => p.currency === 'USD');
    expect(usd.payAmount).not.toBeNull();
    expect(usd.rate).not.toBeNull();
    expect(batch.totals.map((t: { currency: string }) => t.currency).sort()).toEqual(['SOL', 'USDC']);
    expect(await statuses(ids)).toEqual(['IN_BATCH', 'IN_BATCH', 'IN_BATCH', 'IN_BATCH']);

    // A payout already in a batch cannot join another (nor be canceled).
    const again = await m.call('POST', '/batches', { network: 'solana', payoutIds: [ids[0]] });
    expect(again.statusCode).toBe(409);
    expect((await m.call('POST', `/${ids[0]}/cancel`)).statusCode).toBe(409);

    const [tx] = await signAll(batch.signing.requests, m.wallet);
    expect(tx!.feePayer!.equals(m.wallet.publicKey)).toBe(true);
    expect(tx!.signatures.map((s) => s.publicKey.toBase58())).toEqual([m.wallet.publicKey.toBase58()]);

    expect((await watch()).paid.sort()).toEqual([...ids].sort());
    expect(await statuses(ids)).toEqual(['PAID', 'PAID', 'PAID', 'PAID']);
    const paid = (await m.call('GET', `/batches/${batch.id}`)).json().data.batch;
    expect(paid).toMatchObject({ remaining: 0, signing: null });
    expect(new Set(paid.payouts.map((p: { txId: string }) => p.txId)).size).toBe(1);
    expect((await watch()).paid).toEqual([]);
  });

  it('past the transaction size limit: several transactions, each paying its part; a batch partly paid shows what remains', async () => {
    const m = await merchant();
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) ids.push(await payout(m, { amount: '0.01', currency: 'SOL' }));
    const batch = (await m.call('POST', '/batches', { network: 'solana', payoutIds: ids })).json().data.batch;
    const requests: string[] = batch.signing.requests;
    expect(requests.length).toBeGreaterThan(1);

    await signAll(requests.slice(0, 1), m.wallet);
    const first = (await watch()).paid.length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(ids.length);
    const partly = (await m.call('GET', `/batches/${batch.id}`)).json().data.batch;
    expect(partly.remaining).toBe(ids.length - first);

    // The rest, as the batch now asks for it (only what is unpaid).
    await signAll(partly.signing.requests, m.wallet);
    await watch();
    expect(new Set(await statuses(ids))).toEqual(new Set(['PAID']));
  });

  it('PYUSD, a Token-2022 mint: the batch pays it through its own program; PAID', async () => {
    const m = await merchant();
    const pyusd = SOLANA_TOKENS.find((t) => t.symbol === 'PYUSD')!;
    await requestTokenAirdrop({
      rpcUrl: chain.rpcUrl,
      mint: pyusd.mint!,
      owner: m.wallet.publicKey.toBase58(),
      amount: 9_000_000n,
    });
    const ids = [
      await payout(m, { amount: '2.5', currency: 'PYUSD' }),
      await payout(m, { amount: '0.1', currency: 'SOL' }),
    ];
    const batch = (await m.call('POST', '/batches', { network: 'solana', payoutIds: ids })).json().data.batch;
    await signAll(batch.signing.requests, m.wallet);
    expect((await watch()).paid.sort()).toEqual([...ids].sort());
    expect(await statuses(ids)).toEqual(['PAID', 'PAID']);
  });

  it('a batch transaction that landed with an error fails the payouts it carried (payout.failed); batched again and paid, PAID', async () => {
    const m = await merchant();
    // More USDC than the wallet holds (1000): the transfer fails on chain, after the fee is paid.
    const ids = [
      await payout(m, { amount: '2000', currency: 'USDC' }),
      await payout(m, { amount: '1', currency: 'SOL' }),
    ];
    const other = await payout(m, { amount: '0.2', currency: 'SOL' });
    const batch = (await m.call('POST', '/batches', { network: 'solana', payoutIds: ids })).json().data.batch;
    await m.call('POST', '/batches', { network: 'solana', payoutIds: [other] });
    const parsed = parseURL(batch.signing.requests[0]) as TransactionRequestURL;
    const tx = await fetchTransaction(connection, m.wallet.publicKey, new URL(parsed.link.pathname, baseUrl));
    tx.partialSign(m.wallet);
    const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true });
    expect((await connection.getSignatureStatus(signature)).value?.err).not.toBeNull();

    const report = await watch();
    expect(report.failedOnChain.sort()).toEqual([...ids].sort());
    expect(await statuses([...ids, other])).toEqual(['FAILED', 'FAILED', 'IN_BATCH']);
    const events = await ctx.deps.db.select().from(payoutEvents).where(eq(payoutEvents.payoutId, ids[0]!));
    expect(events.map((e) => e.type)).toEqual(['payout.failed']);
    expect((await watch()).failedOnChain).toEqual([]);

    // The merchant tops the wallet up and batches the FAILED payouts again: the transfer that lands pays them.
    await requestTokenAirdrop({
      rpcUrl: chain.rpcUrl,
      mint: LOCAL_USDC_MINT,
      owner: m.wallet.publicKey.toBase58(),
      amount: 2_000_000_000n,
    });
    const again = await m.call('POST', '/batches', { network: 'solana', payoutIds: ids });
    expect(again.statusCode, again.body).toBe(201);
    await signAll(again.json().data.batch.signing.requests, m.wallet);
    expect((await watch()).paid.sort()).toEqual([...ids].sort());
    expect(await statuses(ids)).toEqual(['PAID', 'PAID']);
  });

  it('the batch builder reads the paying wallet’s balance from the chain, per token; none saved: no balances', async () => {
    const m = await merchant();
    // PYUSD is a Token-2022 mint: its token account belongs to that program, counted as the classic ones are.
    const pyusd = SOLANA_TOKENS.find((t) => t.symbol === 'PYUSD')!;
    await requestTokenAirdrop({
      rpcUrl: chain.rpcUrl,
      mint: pyusd.mint!,
      owner: m.wallet.publicKey.toBase58(),
      amount: 4_200_000n,
    });
    const read = await m.call('GET', `/wallet-balance?network=solana&address=${m.wallet.publicKey.toBase58()}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.wallet).toMatchObject({
      network: 'solana',
      address: m.wallet.publicKey.toBase58(),
      balances: expect.arrayContaining([
        { currency: 'SOL', amount: '20' },
        { currency: 'USDC', amount: '1000' },
        { currency: 'PYUSD', amount: '4.2' },
      ]),
    });
    expect((await m.call('GET', '/wallet-balance?network=solana')).json().data.wallet).toEqual({
      network: 'solana',
      address: null,
      balances: [],
    });
    const wrong = await m.call(
      'GET',
      '/wallet-balance?network=solana&address=0x52908400098527886E0F7030069857D2E4169EE7',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});
