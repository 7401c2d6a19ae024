import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Connection, Keypair, PublicKey, Transaction } from '@solana/web3.js';
import { fetchTransaction, parseURL, type TransactionRequestURL } from '@solana/pay-0.2';
import { LOCAL_USDC_MINT, requestTokenAirdrop, type Localnet } from '@paylink/localnet';
import type { Payment } from '@paylink/shared';
import { merchantAccounts } from '../accounts/schema';
import { payments } from '../payments/schema';
import { behindLockBarrier } from '../../test/lock-barrier';
import { startChainTestContext, watchTick } from '../../test/local-chain';
import { bearer, signUp, type TestContext } from '../../test/test-app';
import { fundLocalSponsor } from './fund-local-sponsor';
import { sponsorBudgets, sponsoredTransactions } from './schema';
import { NEVER_LANDED_MS, pendingSponsored, settleSponsoredTransactions } from './settle-sponsored-transactions';

/**
 * Issue 48 item 6, played by the attacker: a stranger POSTs transaction requests naming wallets that hold USDC and
 * never signs, to spend a merchant's gasless budget. Nothing is charged until a sponsored transaction lands; what
 * one wallet holds unsent is capped; the same POST answers the same transaction; the route is limited per IP; and a
 * real customer holding USDC and no SOL is still sponsored afterwards. On the local chain.
 */
const BUDGET = 25_000n; // two sponsored fees of 10,000 lamports
const MAX_PENDING = 2;
const IP_LIMIT = 6;

let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
let connection: Connection;
let baseUrl: string;
let sponsor: PublicKey;

beforeAll(async () => {
  ({ chain, ctx, close } = await startChainTestContext({
    APP_URL: 'https://paylink.example',
    SPONSOR_DAILY_LAMPORTS_PER_MERCHANT: String(BUDGET),
    SPONSOR_MAX_PENDING_PER_ACCOUNT: String(MAX_PENDING),
    TRANSACTION_REQUEST_LIMIT_PER_IP: String(IP_LIMIT),
    TRANSACTION_REQUEST_LIMIT_PER_LINK: '1000',
    TRANSACTION_REQUEST_LIMIT_PER_ACCOUNT: '1000',
  }));
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  connection = new Connection(chain.rpcUrl, 'confirmed');
  await fundLocalSponsor(ctx.deps);
  sponsor = new PublicKey((await ctx.deps.sponsor())!.address);
});
afterAll(() => close());

/** `count` USDC links of one new merchant (whose USDC account exists). */
async function merchantLinks(count: number): Promise<{ accountId: string; links: Payment[] }> {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ transactionCredits: count })
    .where(eq(merchantAccounts.id, m.accountId));
  const wallet = Keypair.generate().publicKey.toBase58();
  await requestTokenAirdrop({ rpcUrl: chain.rpcUrl, mint: LOCAL_USDC_MINT, owner: wallet, amount: 1n });
  const links: Payment[] = [];
  for (let i = 0; i < count; i++) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(m.token),
      payload: { label: 'Order', walletAddress: wallet, amount: '1', currency: 'USDC' },
    });
    expect(res.statusCode, res.body).toBe(201);
    links.push(res.json().data.payment);
  }
  return { accountId: m.accountId, links };
}

/** A wallet holding 1 USDC and no SOL: what the attacker names (anyone's), or a real customer. */
async function usdcHolder(): Promise<Keypair> {
  const wallet = Keypair.generate();
  await requestTokenAirdrop({
    rpcUrl: chain.rpcUrl,
    mint: LOCAL_USDC_MINT,
    owner: wallet.publicKey.toBase58(),
    amount: 1_000_000n,
  });
  return wallet;
}

let ips = 0;
const post = (link: Payment, account: string, remoteAddress = `10.6.${Math.floor(ips / 250)}.${(ips++ % 250) + 1}`) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/payments/${link.id}/transaction-request`,
    payload: { account },
    remoteAddress,
  });
const spent = async (accountId: string) =>
  (await ctx.deps.db.select().from(sponsorBudgets).where(eq(sponsorBudgets.accountId, accountId))).reduce(
    (sum, row) => sum + row.spentLamports,
    0n,
  );
const settle = async (now = new Date()) =>
  settleSponsoredTransactions(ctx.deps, await pendingSponsored(ctx.deps.db, { limit: 100 }), now);
const feePayerOf = (transaction: string) => Transaction.from(Buffer.from(transaction, 'base64')).feePayer?.toBase58();

describe('the gasless budget, as the attacker', () => {
  it('POSTs naming wallets that hold USDC, never signed, cost the merchant nothing; a real customer without SOL is still sponsored', async () => {
    const { accountId, links } = await merchantLinks(1);
    const [link] = links as [Payment];
    const before = await connection.getBalance(sponsor);
    // Far more than the budget's two fees: under the old rule the third was already refused sponsorship.
    for (let i = 0; i < 5; i++) {
      const res = await post(link, (await usdcHolder()).publicKey.toBase58());
      expect(res.statusCode, res.body).toBe(200);
      expect(feePayerOf(res.json().transaction)).toBe(sponsor.toBase58());
    }
    expect(await spent(accountId)).toBe(0n);
    // Never sent: they expire, free.
    await settle(new Date(Date.now() + NEVER_LANDED_MS + 1000));
    const rows = await ctx.deps.db
      .select()
      .from(sponsoredTransactions)
      .where(eq(sponsoredTransactions.paymentId, link.id));
    expect(rows.map((r) => r.status)).toEqual(Array<string>(5).fill('expired'));
    expect(await spent(accountId)).toBe(0n);
    expect(await connection.getBalance(sponsor)).toBe(before);

    const customer = await usdcHolder();
    const parsed = parseURL(link.transactionRequestUrl!) as TransactionRequestURL;
    const transaction = await fetchTransaction(connection, customer.publicKey, new URL(parsed.link.pathname, baseUrl));
    expect(transaction.feePayer?.toBase58()).toBe(sponsor.toBase58());
    transaction.partialSign(customer);
    const signature = await connection.sendRawTransaction(transaction.serialize());
    await watchTick(ctx);
    const [paid] = await ctx.deps.db.select().from(payments).where(eq(payments.id, link.id));
    expect(paid).toMatchObject({ status: 'COMPLETED', txId: signature });
    expect(await connection.getBalance(customer.publicKey)).toBe(0);

    // Landed: charged with the fee the chain took, once, whoever settles it.
    await Promise.all([settle(), settle()]);
    const [landed] = await ctx.deps.db
      .select()
      .from(sponsoredTransactions)
      .where(eq(sponsoredTransactions.signature, signature));
    expect(landed).toMatchObject({ status: 'landed', chargedLamports: 10_000n });
    expect(await spent(accountId)).toBe(10_000n);
    expect(before - (await connection.getBalance(sponsor))).toBe(10_000);
  });

  it(
    'the same POST answers the same pending transaction, never a 500, also when sent at once (a real race on PostgreSQL)',
    { tags: ['postgres'] },
    async () => {
      const { links } = await merchantLinks(1);
      const [link] = links as [Payment];
      const wallet = (await usdcHolder()).publicKey.toBase58();
      const first = await post(link, wallet);
      const again = await post(link, wallet);
      expect([first.statusCode, again.statusCode], again.body).toEqual([200, 200]);
      expect(again.json().transaction).toBe(first.json().transaction);

      const other = (await usdcHolder()).publicKey.toBase58();
      const { result, waiting } = await behindLockBarrier(
        ctx.database,
        `sponsored:${other}`,
        2,
        () => Promise.all([post(link, other), post(link, other), post(link, other)]),
        { advisory: true },
      );
      if (ctx.database.kind === 'postgres') expect(waiting, 'POSTs in flight together').toBeGreaterThanOrEqual(2);
      expect(result.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(result.map((r) => r.json().transaction)).size).toBe(1);
      expect(
        await ctx.deps.db.select().from(sponsoredTransactions).where(eq(sponsoredTransactions.account, other)),
      ).toHaveLength(1);
    },
  );

  it(
    'one wallet holds at most SPONSOR_MAX_PENDING_PER_ACCOUNT unsent sponsored transactions, also under concurrent POSTs (PostgreSQL)',
    { tags: ['postgres'] },
    async () => {
      const { links } = await merchantLinks(4);
      const wallet = (await usdcHolder()).publicKey.toBase58();
      expect((await post(links[0]!, wallet)).statusCode).toBe(200);
      expect((await post(links[1]!, wallet)).statusCode).toBe(200);
      const full = await post(links[2]!, wallet);
      expect(full.statusCode, full.body).toBe(429);
      expect(full.json()).toMatchObject({
        success: false,
        code: 'RATE_LIMITED',
        message: expect.stringContaining(
          `This wallet already has ${MAX_PENDING} payments signed by Paylink that were not sent`,
        ),
      });
      expect(Number(full.headers['retry-after'])).toBe(NEVER_LANDED_MS / 1000);
      // The one it holds is still answered.
      expect((await post(links[0]!, wallet)).statusCode).toBe(200);
      // Once they expired unsent, it is sponsored again.
      await settle(new Date(Date.now() + NEVER_LANDED_MS + 1000));
      expect((await post(links[2]!, wallet)).statusCode).toBe(200);

      const racer = (await usdcHolder()).publicKey.toBase58();
      const { result, waiting } = await behindLockBarrier(
        ctx.database,
        `sponsored:${racer}`,
        2,
        () => Promise.all(links.map((link) => post(link, racer))),
        { advisory: true },
      );
      if (ctx.database.kind === 'postgres') expect(waiting, 'POSTs in flight together').toBeGreaterThanOrEqual(2);
      expect(result.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429]);
      const held = await ctx.deps.db
        .select()
        .from(sponsoredTransactions)
        .where(eq(sponsoredTransactions.account, racer));
      expect(held).toHaveLength(MAX_PENDING);
    },
  );

  it('the route is limited per IP, whatever the links and wallets', async () => {
    const { links } = await merchantLinks(1);
    const codes: number[] = [];
    for (let i = 0; i <= IP_LIMIT; i++)
      codes.push((await post(links[0]!, Keypair.generate().publicKey.toBase58(), '10.66.0.1')).statusCode);
    expect(codes).toEqual([...Array<number>(IP_LIMIT).fill(400), 429]);
    const limited = await post(links[0]!, Keypair.generate().publicKey.toBase58(), '10.66.0.1');
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(limited.headers['access-control-allow-origin']).toBe('*');
    expect((await post(links[0]!, Keypair.generate().publicKey.toBase58(), '10.66.0.2')).statusCode).toBe(400);
  });
});
