// @module-tag smoke
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { fetchTransaction } from '@solana/pay-0.2';
import type { Payment } from '@paylink/shared';
import { payments } from '../payments/schema';
import { watchTick } from '../../test/local-chain';
import type { TestContext } from '../../test/test-app';
import { useTransactionRequestChain } from '../../test/transaction-request-chain';
import { answerTransactionRequest } from './answer-transaction-request';
import { sponsoredTransactions } from './schema';

// Solana Pay transaction requests against the local chain, through the reference client (@solana/pay 0.2's
// fetchTransaction on a classic @solana/web3.js Connection, which checks the fee payer's and every partial signature).

const tr = useTransactionRequestChain();
const { newLink, requestLink, customer, signAndSend, post } = tr;
let ctx: TestContext;
let connection: Connection;
let baseUrl: string;
let sponsor: PublicKey;
beforeAll(() => {
  ({ ctx, connection, baseUrl, sponsor } = tr.current());
});

async function expectCompletedBy(link: Payment, signature: string) {
  await watchTick(ctx);
  const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, link.id));
  expect(row).toMatchObject({ status: 'COMPLETED', txId: signature });
}

describe('Solana Pay transaction requests', () => {
  it('every Solana link carries its transaction-request URL; GET answers the label and an icon, with CORS', async () => {
    const link = await newLink({ amount: '1', currency: 'USDC' });
    expect(link.transactionRequestUrl).toBe(
      `solana:${encodeURIComponent(`https://paylink.example/api/payments/${link.id}/transaction-request`)}`,
    );
    const pub = await ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` });
    expect(pub.json().data.transactionRequestUrl).toBe(link.transactionRequestUrl);

    const res = await fetch(requestLink(link), { headers: { Origin: 'https://wallet.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const { label, icon } = (await res.json()) as { label: string; icon: string };
    expect(label).toBe('Order');
    const iconRes = await fetch(new URL(new URL(icon).pathname, baseUrl));
    expect(iconRes.headers.get('content-type')).toContain('image/svg+xml');

    const preflight = await fetch(requestLink(link), {
      method: 'OPTIONS',
      headers: { Origin: 'https://wallet.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('USDC: the reference client fetches a transaction the sponsor signed; a wallet with no SOL pays it; the sponsor pays the fee and nothing more', async () => {
    const link = await newLink({ amount: '2.5', currency: 'USDC' });
    const payer = await customer(5_000_000n);
    const before = await connection.getBalance(sponsor);

    const transaction = await fetchTransaction(connection, payer.publicKey, requestLink(link));
    expect(transaction.feePayer?.toBase58()).toBe(sponsor.toBase58());
    const signature = await signAndSend(transaction, payer);
    await expectCompletedBy(link, signature);

    expect(await connection.getBalance(payer.publicKey)).toBe(0);
    const [recorded] = await ctx.deps.db
      .select()
      .from(sponsoredTransactions)
      .where(eq(sponsoredTransactions.signature, signature));
    expect(recorded).toMatchObject({ paymentId: link.id, account: payer.publicKey.toBase58(), feeLamports: 10_000n });
    expect(before - (await connection.getBalance(sponsor))).toBe(10_000);
    const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, link.id));
    expect(row!.payerAddress).toBe(payer.publicKey.toBase58());

    // Refusal: the link is paid.
    const again = await post(link, (await customer(5_000_000n)).publicKey.toBase58());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'This payment link is already paid.',
    });
  });

  it('SOL: the customer pays the fee; the link paid through its transaction request completes', async () => {
    const link = await newLink({ amount: '0.25' });
    await connection.requestAirdrop(new PublicKey(link.recipientAddress), LAMPORTS_PER_SOL / 100);
    const payer = await customer(0n, LAMPORTS_PER_SOL);
    const transaction = await fetchTransaction(connection, payer.publicKey, requestLink(link));
    expect(transaction.feePayer?.toBase58()).toBe(payer.publicKey.toBase58());
    await expectCompletedBy(link, await signAndSend(transaction, payer));
  });

  it("passes the link's successUrl as Solana Pay's redirect (back to the store from a wallet that supports it), and none without one", async () => {
    const payer = await customer(0n, LAMPORTS_PER_SOL);
    const withUrl = await newLink({ amount: '0.01', successUrl: 'https://shop.example/thanks?order=7' });
    const answer = await post(withUrl, payer.publicKey.toBase58());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ redirect: 'https://shop.example/thanks?order=7' });
    const without = await post(await newLink({ amount: '0.01' }), payer.publicKey.toBase58());
    expect(without.json()).not.toHaveProperty('redirect');
  });

  it('refuses an account without USDC and a malformed or missing account, with a message the wallet shows', async () => {
    const link = await newLink({ amount: '1', currency: 'USDC' });
    const empty = await post(link, Keypair.generate().publicKey.toBase58());
    expect(empty.statusCode).toBe(400);
    expect(empty.headers['access-control-allow-origin']).toBe('*');
    expect(empty.json()).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      message: 'This wallet does not hold enough USDC: 1 USDC needed.',
    });

    const malformed = await post(link, 'not-a-key');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'account must be a base58 Solana public key',
    });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${link.id}/transaction-request`,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/account is required/);
  });

  it("refuses while the merchant's USDC account does not exist (its rent is theirs); offline, the local chain opens it", async () => {
    const link = await newLink({ amount: '1', currency: 'USDC' }, { merchantTokenAccount: false });
    const payer = await customer(1_000_000n);
    const online = { ...ctx.deps, config: { ...ctx.deps.config, offline: false } };
    await expect(
      answerTransactionRequest(online, { paymentId: link.id, account: payer.publicKey.toBase58() }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'The merchant cannot receive USDC yet: their USDC account must be created first.',
    });
    const offline = await answerTransactionRequest(ctx.deps, {
      paymentId: link.id,
      account: payer.publicKey.toBase58(),
    });
    expect(offline.message).toBe('Pay 1 USDC to Order. Paylink pays the network fee.');
  });

  it("offline, the hosted page's test wallet pays a USDC link through its transaction request from a wallet with no SOL", async () => {
    const link = await newLink({ amount: '4', currency: 'USDC' }, { merchantTokenAccount: false });
    const before = await connection.getBalance(sponsor);
    const res = await ctx.app.inject({ method: 'POST', url: `/api/payments/${link.id}/test-pay` });
    expect(res.statusCode, res.body).toBe(200);
    const { signature } = res.json().data as { signature: string };
    await expectCompletedBy(link, signature);
    const [recorded] = await ctx.deps.db
      .select()
      .from(sponsoredTransactions)
      .where(eq(sponsoredTransactions.signature, signature));
    expect(await connection.getBalance(new PublicKey(recorded!.account))).toBe(0);
    expect(before - (await connection.getBalance(sponsor))).toBe(10_000);
  });

  it('a fiat-priced link pays its binding quote, and refuses once the quote expired', async () => {
    const link = await newLink({ amount: '5.00', currency: 'USD', payCurrency: 'USDC' });
    const payer = await customer(10_000_000n);
    const ok = await answerTransactionRequest(ctx.deps, { paymentId: link.id, account: payer.publicKey.toBase58() });
    expect(ok.message).toBe(`Pay ${link.payAmount} USDC to Order. Paylink pays the network fee.`);
    const later = new Date(new Date(link.quote!.expiresAt).getTime() + 1000);
    await expect(
      answerTransactionRequest(ctx.deps, { paymentId: link.id, account: payer.publicKey.toBase58(), now: later }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'The price quote has expired: reopen the payment page for a new price, then scan again.',
    });
  });
});
