import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode as decodeBip21 } from 'bip21';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { base58Encode } from '@paylink/shared';
import { usdcTestTokenAbi } from '@paylink/localnet';
import { bitcoinTestWallet, type BitcoinTestWallet } from '@paylink/bitcoin-localnet';
import type { Deps } from '../../deps';
import { bitcoinMerchant, startBitcoinTestContext, testAccountKey, watchBitcoinTick } from '../../test/bitcoin-chain';
import { bearer, type TestContext } from '../../test/test-app';
import { agentWithPaymentId, attempt } from '../../test/x402-agent';
import { startX402Product } from '../../test/x402-product';
import { startX402AttackContext } from '../../test/x402-attack';
import { LOCAL_USDC_MINT } from '@paylink/localnet';
import { merchantAccounts } from '../accounts/schema';
import { payouts } from '../payouts/schema';
import { refunds } from '../refunds/schema';
import { ADDRESS_SCREENED_MESSAGE } from './assert-not-screened';
import { refreshScreeningList } from './refresh-screening-list';

// Address screening, played by the sanctioned: a recipient on the list after a payout (created for them, imported
// from a CSV, or claimed through its link), a customer on the list after a refund (prepared, or claimed), an agent on
// the list settling over x402, and a listed wallet paying a link. Each tries the case tricks a list lookup could miss.
const refused = { success: false, code: 'ADDRESS_SCREENED', error: ADDRESS_SCREENED_MESSAGE };

/** Puts `addresses` on the list in force, as an operator's file read by the daily refresh. */
async function screen(deps: Deps, addresses: string[]) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'screening-')), 'list.txt');
  writeFileSync(file, `# sanctioned\n${addresses.join('\n')}\n`);
  expect(
    await refreshScreeningList({ ...deps, config: { ...deps.config, screening: { source: { path: file } } } }),
  ).toBe('loaded');
}

async function merchant(ctx: TestContext, token: string, accountId: string) {
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, accountId));
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

describe('on Solana and Bitcoin', () => {
  let env: Awaited<ReturnType<typeof startBitcoinTestContext>>;
  let customer: BitcoinTestWallet;
  const sanctionedSolana = base58Encode(randomBytes(32));
  let sanctionedBitcoin: string;
  beforeAll(async () => {
    env = await startBitcoinTestContext();
    customer = bitcoinTestWallet(env.chain.esploraUrl);
    sanctionedBitcoin = bitcoinTestWallet(env.chain.esploraUrl).address;
    await customer.fund(10_000_000n);
    await env.chain.mine(1);
    // The operator's list writes bech32 in upper case; wallets write it in lower case.
    await screen(env.ctx.deps, [sanctionedSolana, sanctionedBitcoin.toUpperCase(), customer.address.toUpperCase()]);
  });
  afterAll(() => env.close());
  const shop = async () => {
    const m = await bitcoinMerchant(env.ctx, { btcXpub: testAccountKey() });
    return { ...m, call: await merchant(env.ctx, m.token, m.accountId) };
  };

  it('a payout to a listed address is refused, whatever case the merchant writes it in', async () => {
    const { call } = await shop();
    const solana = await call('POST', '/api/payouts', {
      name: 'Sanctioned',
      amount: '1',
      currency: 'SOL',
      address: sanctionedSolana,
    });
    expect(solana.statusCode).toBe(400);
    expect(solana.json()).toEqual(refused);
    const bitcoin = await call('POST', '/api/payouts', {
      name: 'Sanctioned',
      amount: '0.001',
      currency: 'BTC',
      address: sanctionedBitcoin.toUpperCase(),
    });
    expect(bitcoin.json()).toMatchObject(refused);
    expect((await call('GET', '/api/payouts')).json().data.payouts).toEqual([]);
  });

  it('a CSV naming a listed address: that row carries the error in the preview, and the import creates nothing', async () => {
    const { call, accountId } = await shop();
    const csv = [
      'name,email,amount,currency,address',
      `Clean,,1,SOL,${base58Encode(randomBytes(32))}`,
      `Listed,,1,SOL,${sanctionedSolana}`,
    ].join('\n');
    const preview = await call('POST', '/api/payouts/import', { csv });
    expect(preview.json().data.rows.map((r: { errors: string[] }) => r.errors)).toEqual([
      [],
      [ADDRESS_SCREENED_MESSAGE],
    ]);
    const imported = await call('POST', '/api/payouts/import', { csv, dryRun: false });
    expect(imported.json().data.created).toEqual([]);
    expect(await env.ctx.deps.db.select().from(payouts).where(eq(payouts.accountId, accountId))).toEqual([]);
  });

  it('a recipient on the list answering a claim link is refused; the link stays open for an address that is not', async () => {
    const { call } = await shop();
    const created = await call('POST', '/api/payouts', { name: 'Winner', amount: '1', currency: 'SOL' });
    const token = new URL(created.json().data.claimUrl).pathname.split('/').pop()!;
    const answer = (address: string) =>
      env.ctx.app.inject({
        method: 'POST',
        url: `/api/payout-claims/${token}`,
        payload: { network: 'solana', address },
      });
    expect((await answer(sanctionedSolana)).json()).toEqual(refused);
    const [row] = await env.ctx.deps.db.select().from(payouts).where(eq(payouts.id, created.json().data.payout.id));
    expect(row).toMatchObject({ status: 'AWAITING_ADDRESS', address: null, claimedAt: null });
    expect((await answer(base58Encode(randomBytes(32)))).statusCode).toBe(200);
  });

  it('a listed wallet paying a link: flagged for review, completed as the chain says, never refunded on its own; a refund to it and a claim naming a listed address are refused', async () => {
    const { call } = await shop();
    const link = (
      await call('POST', '/api/payments/payment-link', {
        label: 'Flagged',
        network: 'bitcoin',
        currency: 'BTC',
        amount: '0.001',
      })
    ).json().data.payment;
    await customer.pay((decodeBip21(link.paymentUrl) as { address: string }).address, 150_000n);
    await env.chain.mine(1);
    await watchBitcoinTick(env.ctx);
    const detail = (await call('GET', `/api/payments/payments/${link.id}`)).json().data.payment;
    expect(detail).toMatchObject({
      status: 'COMPLETED',
      needsRefund: true,
      screeningFlag: { sender: customer.address, flaggedAt: expect.any(String) },
    });
    expect(await env.ctx.deps.db.select().from(refunds).where(eq(refunds.paymentId, link.id))).toEqual([]);

    const refund = await call('POST', `/api/payments/payments/${link.id}/refunds`, { to: customer.address });
    expect(refund.statusCode).toBe(400);
    expect(refund.json()).toEqual(refused);

    const claim = await call('POST', `/api/payments/payments/${link.id}/refund-claims`, {});
    expect(claim.statusCode, claim.body).toBe(201);
    const claimToken = new URL(claim.json().data.url).pathname.split('/').pop()!;
    const answered = await env.ctx.app.inject({
      method: 'POST',
      url: `/api/refund-claims/${claimToken}`,
      payload: { address: sanctionedBitcoin },
    });
    expect(answered.json()).toEqual(refused);
    expect(
      (await env.ctx.app.inject({ method: 'GET', url: `/api/refund-claims/${claimToken}` })).json().data.claim,
    ).toMatchObject({ address: null });
    expect(await env.ctx.deps.db.select().from(refunds).where(eq(refunds.paymentId, link.id))).toEqual([]);
  });
});

describe('on Base', () => {
  const merchantWallet = privateKeyToAccount(generatePrivateKey()).address;
  let product: Awaited<ReturnType<typeof startX402Product>>;
  beforeAll(async () => {
    product = await startX402Product(merchantWallet);
  });
  afterAll(() => product.env.close());

  it('an agent on the list settling over x402 is refused before anything is sent: its USDC stays, the link stays open', async () => {
    const chain = product.env.chains.chains.base;
    const { agent, http } = await agentWithPaymentId(chain, 'screened-agent-1');
    // The list holds it in lower case; the agent signs with its EIP-55 checksummed address.
    await screen(product.ctx.deps, [agent.address.toLowerCase()]);
    const link = await product.createLink('0.25');
    const { res } = await attempt(`${product.baseUrl}${new URL(link.x402Url!).pathname}`, http);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(refused);
    const balance = await chain.client.readContract({
      address: chain.usdcAddress,
      abi: usdcTestTokenAbi,
      functionName: 'balanceOf',
      args: [agent.address],
    });
    expect(balance).toBe(1_000_000n);
    const after = await product.ctx.app.inject({
      method: 'GET',
      url: `/api/payments/payments/${link.id}`,
      headers: bearer(product.env.token),
    });
    expect(after.json().data.payment).toMatchObject({ status: 'PENDING', screeningFlag: null });
  });

  it('a payout to a checksummed EVM address on the list (lower case there) is refused', async () => {
    const listed = privateKeyToAccount(generatePrivateKey()).address;
    await screen(product.ctx.deps, [listed.toLowerCase()]);
    const call = await merchant(
      product.ctx,
      product.env.token,
      (await product.ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(product.env.token) })).json()
        .data.user.id,
    );
    const res = await call('POST', '/api/payouts', {
      name: 'Sanctioned',
      amount: '1',
      currency: 'USDC',
      network: 'base',
      address: listed,
    });
    expect(res.json()).toEqual(refused);
  });
});

describe('on Solana, through the x402 facilitator', () => {
  let a: Awaited<ReturnType<typeof startX402AttackContext>>;
  beforeAll(async () => {
    a = await startX402AttackContext();
  });
  afterAll(() => a.close());

  it('a payer on the list is refused before the sponsor signs: its USDC stays, no payment is recorded', async () => {
    const paid = await a.solanaPayment(LOCAL_USDC_MINT, 1_000_000n, 'Screened agent');
    await screen(a.ctx.deps, [paid.agent.address]);
    const res = await a.ctx.app.inject({
      method: 'POST',
      url: '/api/x402/settle',
      headers: { authorization: `Bearer ${a.apiKey}` },
      payload: { x402Version: 2, paymentPayload: paid.payload, paymentRequirements: paid.requirements },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
    expect(await paid.balance()).toBe(1_000_000n);
    expect(await a.linksLabelled('Screened agent')).toEqual([]);
  });
});
