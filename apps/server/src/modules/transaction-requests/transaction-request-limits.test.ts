// @module-tag smoke
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, Transaction } from '@solana/web3.js';
import { fetchTransaction, parseURL, type TransactionRequestURL } from '@solana/pay-0.2';
import { LOCAL_USDC_MINT, requestTokenAirdrop, type Localnet } from '@paylink/localnet';
import type { Payment } from '@paylink/shared';
import { merchantAccounts } from '../accounts/schema';
import { startChainTestContext } from '../../test/local-chain';
import { bearer, signUp, type TestContext } from '../../test/test-app';
import { fundLocalSponsor } from './fund-local-sponsor';
import { pendingSponsored, settleSponsoredTransactions } from './settle-sponsored-transactions';

// Solana Pay transaction requests against the local chain, through the reference client (@solana/pay 0.2's
// fetchTransaction on a classic @solana/web3.js Connection, which checks the fee payer's and every partial signature).

let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
let connection: Connection;
let baseUrl: string;
let sponsor: PublicKey;
// The fees of two sponsored transactions of 10 000 lamports that landed fit a merchant's day, a third does not.
const BUDGET = 25_000;
const LIMIT = 8;

beforeAll(async () => {
  ({ chain, ctx, close } = await startChainTestContext({
    APP_URL: 'https://paylink.example',
    SPONSOR_DAILY_LAMPORTS_PER_MERCHANT: String(BUDGET),
    TRANSACTION_REQUEST_LIMIT_PER_LINK: String(LIMIT),
    TRANSACTION_REQUEST_LIMIT_PER_ACCOUNT: String(LIMIT),
    TRANSACTION_REQUEST_LIMIT_PER_IP: '1000',
  }));
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  connection = new Connection(chain.rpcUrl, 'confirmed');
  await fundLocalSponsor(ctx.deps);
  sponsor = new PublicKey((await ctx.deps.sponsor())!.address);
});
afterAll(() => close());

/** `count` links of one new merchant. */
async function merchantLinks(
  count: number,
  body: Record<string, unknown>,
  { merchantTokenAccount = true } = {},
): Promise<Payment[]> {
  const m = await signUp(ctx);
  await ctx.deps.db.update(merchantAccounts).set({ transactionCredits: 5 }).where(eq(merchantAccounts.id, m.accountId));
  const wallet = Keypair.generate().publicKey.toBase58();
  // The merchant's USDC account exists (its rent is the merchant's business, never the sponsor's).
  if (merchantTokenAccount)
    await requestTokenAirdrop({ rpcUrl: chain.rpcUrl, mint: LOCAL_USDC_MINT, owner: wallet, amount: 1n });
  const links: Payment[] = [];
  for (let i = 0; i < count; i++) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(m.token),
      payload: { label: 'Order', walletAddress: wallet, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    links.push(res.json().data.payment);
  }
  return links;
}
const newLink = async (body: Record<string, unknown>, opts: { merchantTokenAccount?: boolean } = {}) =>
  (await merchantLinks(1, body, opts))[0]!;

/** The link a wallet reads from the QR, on this test's listening server (APP_URL is another port). */
function requestLink(link: Payment): URL {
  const parsed = parseURL(link.transactionRequestUrl!) as TransactionRequestURL;
  expect(parsed.link.origin).toBe('https://paylink.example');
  return new URL(parsed.link.pathname, baseUrl);
}

/** A wallet holding `usdc` base units and `sol` lamports (zero SOL by default). */
async function customer(usdc: bigint, sol = 0): Promise<Keypair> {
  const payer = Keypair.generate();
  if (usdc > 0n)
    await requestTokenAirdrop({
      rpcUrl: chain.rpcUrl,
      mint: LOCAL_USDC_MINT,
      owner: payer.publicKey.toBase58(),
      amount: usdc,
    });
  if (sol > 0) await connection.requestAirdrop(payer.publicKey, sol);
  return payer;
}

async function signAndSend(transaction: Transaction, payer: Keypair, skipPreflight = false): Promise<string> {
  transaction.partialSign(payer);
  return connection.sendRawTransaction(transaction.serialize(), { skipPreflight });
}

const post = (link: Payment, account: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/payments/${link.id}/transaction-request`, payload: { account } });

describe('Solana Pay transaction requests', () => {
  it('a flood of POSTs on one link hits the per-link limit', async () => {
    const link = await newLink({ amount: '1', currency: 'USDC' });
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++)
      statuses.push((await post(link, Keypair.generate().publicKey.toBase58())).statusCode);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(400), 429]);
  });

  it('an account whose sponsored transaction failed on chain is no longer sponsored', async () => {
    const first = await newLink({ amount: '1', currency: 'USDC' });
    const second = await newLink({ amount: '1', currency: 'USDC' });
    const payer = await customer(1_000_000n);
    // Both simulate fine (1 USDC each); once the first lands, the second fails on chain: the sponsor paid its fee.
    const a = await fetchTransaction(connection, payer.publicKey, requestLink(first));
    const b = await fetchTransaction(connection, payer.publicKey, requestLink(second));
    await signAndSend(a, payer);
    const failed = await signAndSend(b, payer, true);
    const { value } = await connection.getSignatureStatuses([failed]);
    expect(value[0]?.err).not.toBeNull();

    await requestTokenAirdrop({
      rpcUrl: chain.rpcUrl,
      mint: LOCAL_USDC_MINT,
      owner: payer.publicKey.toBase58(),
      amount: 1_000_000n,
    });
    await connection.requestAirdrop(payer.publicKey, LAMPORTS_PER_SOL / 100);
    const c = await fetchTransaction(connection, payer.publicKey, requestLink(second));
    expect(c.feePayer?.toBase58()).toBe(payer.publicKey.toBase58());
    expect(c.signatures.every((s) => !s.publicKey.equals(sponsor))).toBe(true);
  });

  it("the merchant's daily sponsor budget runs out with the fees of transactions that landed: then the customer pays the fee", async () => {
    const links = await merchantLinks(3, { amount: '1', currency: 'USDC' });
    const feePayers: string[] = [];
    for (const link of links) {
      const payer = await customer(1_000_000n, LAMPORTS_PER_SOL / 100);
      const transaction = await fetchTransaction(connection, payer.publicKey, requestLink(link));
      feePayers.push(transaction.feePayer!.toBase58() === sponsor.toBase58() ? 'sponsor' : 'customer');
      await signAndSend(transaction, payer);
      await settleSponsoredTransactions(ctx.deps, await pendingSponsored(ctx.deps.db, { limit: 100 }), new Date());
    }
    expect(feePayers).toEqual(['sponsor', 'sponsor', 'customer']);
  });
});
