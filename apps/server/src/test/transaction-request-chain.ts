import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { Connection, Keypair, PublicKey, Transaction } from '@solana/web3.js';
import { parseURL, type TransactionRequestURL } from '@solana/pay-0.2';
import { LOCAL_USDC_MINT, requestTokenAirdrop, type Localnet } from '@paylink/localnet';
import type { Payment } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { fundLocalSponsor } from '../modules/transaction-requests/fund-local-sponsor';
import { startChainTestContext } from './local-chain';
import { bearer, signUp, type TestContext } from './test-app';

/** The fees of two sponsored transactions of 10 000 lamports that landed fit a merchant's day, a third does not. */
export const SPONSOR_BUDGET = 25_000;
/** Transaction requests per link and per account. */
export const REQUEST_LIMIT = 8;

export interface TransactionRequestChain {
  chain: Localnet;
  ctx: TestContext;
  connection: Connection;
  baseUrl: string;
  sponsor: PublicKey;
}

/**
 * For a transaction-request test file: the product listening on a port with the local chain, a funded fee sponsor,
 * SPONSOR_BUDGET lamports a merchant a day and REQUEST_LIMIT requests per link and account. Registers its
 * beforeAll/afterAll; `current()` answers once the tests run. Wallets are the reference client's: @solana/pay 0.2's
 * fetchTransaction on a classic @solana/web3.js Connection, which checks the fee payer's and every partial signature.
 */
export function useTransactionRequestChain() {
  let state: TransactionRequestChain;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const started = await startChainTestContext({
      APP_URL: 'https://paylink.example',
      SPONSOR_DAILY_LAMPORTS_PER_MERCHANT: String(SPONSOR_BUDGET),
      TRANSACTION_REQUEST_LIMIT_PER_LINK: String(REQUEST_LIMIT),
      TRANSACTION_REQUEST_LIMIT_PER_ACCOUNT: String(REQUEST_LIMIT),
      TRANSACTION_REQUEST_LIMIT_PER_IP: '1000',
    });
    close = started.close;
    const { chain, ctx } = started;
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    await fundLocalSponsor(ctx.deps);
    const sponsor = new PublicKey((await ctx.deps.sponsor())!.address);
    state = { chain, ctx, connection: new Connection(chain.rpcUrl, 'confirmed'), baseUrl, sponsor };
  });
  afterAll(() => close());

  /** `count` links of one new merchant. */
  async function merchantLinks(
    count: number,
    body: Record<string, unknown>,
    { merchantTokenAccount = true } = {},
  ): Promise<Payment[]> {
    const { ctx, chain } = state;
    const m = await signUp(ctx);
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ transactionCredits: 5 })
      .where(eq(merchantAccounts.id, m.accountId));
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

  return {
    current: () => state,
    merchantLinks,
    newLink: async (body: Record<string, unknown>, opts: { merchantTokenAccount?: boolean } = {}) =>
      (await merchantLinks(1, body, opts))[0]!,
    /** The link a wallet reads from the QR, on this test's listening server (APP_URL is another port). */
    requestLink(link: Payment): URL {
      const parsed = parseURL(link.transactionRequestUrl!) as TransactionRequestURL;
      expect(parsed.link.origin).toBe('https://paylink.example');
      return new URL(parsed.link.pathname, state.baseUrl);
    },
    /** A wallet holding `usdc` base units and `sol` lamports (zero SOL by default). */
    async customer(usdc: bigint, sol = 0): Promise<Keypair> {
      const payer = Keypair.generate();
      if (usdc > 0n)
        await requestTokenAirdrop({
          rpcUrl: state.chain.rpcUrl,
          mint: LOCAL_USDC_MINT,
          owner: payer.publicKey.toBase58(),
          amount: usdc,
        });
      if (sol > 0) await state.connection.requestAirdrop(payer.publicKey, sol);
      return payer;
    },
    async signAndSend(transaction: Transaction, payer: Keypair, skipPreflight = false): Promise<string> {
      transaction.partialSign(payer);
      return state.connection.sendRawTransaction(transaction.serialize(), { skipPreflight });
    },
    post: (link: Payment, account: string) =>
      state.ctx.app.inject({
        method: 'POST',
        url: `/api/payments/${link.id}/transaction-request`,
        payload: { account },
      }),
  };
}
