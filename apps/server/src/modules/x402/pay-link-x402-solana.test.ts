import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, createSolanaRpc, generateKeyPairSigner, type Address } from '@solana/kit';
import { x402Client, x402HTTPClient } from '@x402/core/client';
import { decodePaymentResponseHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentRequired } from '@x402/core/types';
import { wrapFetchWithPayment } from '@x402/fetch';
import { SOLANA_DEVNET_CAIP2 } from '@x402/svm';
import { ExactSvmScheme } from '@x402/svm/exact/client';
import { LOCAL_USDC_MINT, requestTokenAirdrop, type Localnet } from '@paylink/localnet';
import { parseAmount, type Payment } from '@paylink/shared';
import { associatedTokenAccount } from '../chains/solana/build-transfer-transaction';
import { startChainTestContext, watchTick } from '../../test/local-chain';
import { bearer, signUpWithCredits, type TestContext } from '../../test/test-app';
import { getPayment } from '../payments/links/get-payment';
import { fundLocalSponsor } from '../transaction-requests/fund-local-sponsor';
import { claimAuthorization } from './authorization-claims';
import { recoverX402Settlements, X402_RECOVERY_GRACE_MS } from './recover-x402-settlements';
import { settleSolanaPayment } from './settle-solana-payment';

// x402 on the local Solana chain (LiteSVM behind packages/localnet's JSON-RPC), with the official clients: an agent
// holding USDC and no SOL pays a link through @x402/fetch and @x402/svm's client scheme; Paylink's sponsor co-signs
// as fee payer. The local chain is named devnet (see solanaX402Names): the agent's client reads it at its RPC URL.

let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
let baseUrl: string;
let sponsor: string;

beforeAll(async () => {
  ({ chain, ctx, close } = await startChainTestContext());
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  await fundLocalSponsor(ctx.deps);
  sponsor = (await ctx.deps.sponsor())!.address;
});
afterAll(() => close());

const rpc = () => createSolanaRpc(chain.rpcUrl);
const usdcOf = async (owner: string) => {
  const { value } = await rpc()
    .getTokenAccountBalance(await associatedTokenAccount(address(owner), address(LOCAL_USDC_MINT)))
    .send()
    .catch(() => ({ value: { amount: '0' } }));
  return BigInt(value.amount);
};
const units = (decimal: string) => {
  const parsed = parseAmount(decimal, 6);
  if (!parsed.ok) throw new Error(decimal);
  return parsed.value;
};

/** A merchant with credits and a fresh Solana wallet that can receive USDC (its token account exists). */
async function solanaMerchant() {
  const m = await signUpWithCredits(ctx, 10);
  const wallet = (await generateKeyPairSigner()).address;
  await requestTokenAirdrop({ rpcUrl: chain.rpcUrl, mint: LOCAL_USDC_MINT, owner: wallet, amount: 0n });
  return { ...m, wallet };
}

async function createLink(merchant: { token: string; wallet: string }, amount: string): Promise<Payment> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(merchant.token),
    payload: { label: 'API call', amount, network: 'solana', currency: 'USDC', walletAddress: merchant.wallet },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}

/** An agent: a fresh key holding `usdc` base units of USDC and no SOL at all, with the official x402 client. */
async function agentWith(usdc: bigint) {
  const agent = await generateKeyPairSigner();
  await requestTokenAirdrop({ rpcUrl: chain.rpcUrl, mint: LOCAL_USDC_MINT, owner: agent.address, amount: usdc });
  // The local chain's USDC has mainnet's mint, which is not devnet's default asset: the agent allows it.
  const client = new x402Client()
    .setSpendControls({ allowedAssets: [{ network: SOLANA_DEVNET_CAIP2, asset: LOCAL_USDC_MINT }] })
    .register('solana:*', new ExactSvmScheme(agent, { rpcUrl: chain.rpcUrl }));
  return { agent, client };
}

const linkUrl = (payment: Payment) => `${baseUrl}${new URL(payment.x402Url!).pathname}`;
async function detail(token: string, id: string) {
  return (await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(token) })).json()
    .data.payment;
}
async function requirementsOf(payment: Payment): Promise<PaymentRequired> {
  const res = await fetch(linkUrl(payment));
  expect(res.status).toBe(402);
  return new x402HTTPClient(new x402Client()).getPaymentRequiredResponse(
    (name) => res.headers.get(name),
    await res.json(),
  );
}

describe('a Solana USDC link paid over x402 by an agent with USDC and no SOL', () => {
  it('402 with the requirements, then @x402/fetch pays it: COMPLETED, the merchant paid, the watcher counts nothing twice, a replay moves nothing', async () => {
    const merchant = await solanaMerchant();
    const link = await createLink(merchant, '0.25');
    expect(link.x402Url).toBe(`http://localhost:8080/api/x402/links/${link.id}`);
    const required = await requirementsOf(link);
    expect(required.accepts).toEqual([
      {
        scheme: 'exact',
        network: SOLANA_DEVNET_CAIP2,
        asset: LOCAL_USDC_MINT,
        amount: units(link.payAmount).toString(),
        payTo: merchant.wallet,
        maxTimeoutSeconds: 300,
        extra: { feePayer: sponsor },
      },
    ]);

    const { agent, client } = await agentWith(1_000_000n);
    const sent: string[] = [];
    const recording: typeof fetch = (input, init) => {
      const signature = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get(
        'PAYMENT-SIGNATURE',
      );
      if (signature) sent.push(signature);
      return fetch(input, init);
    };
    const res = await wrapFetchWithPayment(recording, client)(linkUrl(link));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { data: { status: string } }).data.status).toBe('COMPLETED');
    const settlement = decodePaymentResponseHeader(res.headers.get('PAYMENT-RESPONSE')!);
    expect(settlement).toMatchObject({ success: true, network: SOLANA_DEVNET_CAIP2, payer: agent.address });
    expect(await usdcOf(merchant.wallet)).toBe(units(link.payAmount));
    expect(
      (
        await rpc()
          .getBalance(agent.address as Address)
          .send()
      ).value,
    ).toBe(0n);

    await watchTick(ctx);
    const after = await detail(merchant.token, link.id);
    expect(after.status).toBe('COMPLETED');
    expect(after.transfers).toHaveLength(1);
    expect(after.amountReceived).toBe(link.payAmount);
    expect(after.paidByX402).toEqual({ payer: agent.address, transactionHash: settlement.transaction });
    const inbox = (
      await ctx.app.inject({ method: 'GET', url: '/api/payments/unmatched-transfers', headers: bearer(merchant.token) })
    ).json();
    expect(JSON.stringify(inbox)).not.toContain(settlement.transaction);

    // The same header again: on the paid link 410; on another link of the same amount 402 or 409. Nothing moves.
    expect(sent).toHaveLength(1);
    expect((await fetch(linkUrl(link), { headers: { 'PAYMENT-SIGNATURE': sent[0]! } })).status).toBe(410);
    const other = await createLink(merchant, '0.25');
    expect([402, 409]).toContain((await fetch(linkUrl(other), { headers: { 'PAYMENT-SIGNATURE': sent[0]! } })).status);
    expect(await usdcOf(merchant.wallet)).toBe(units(link.payAmount));
    expect(await usdcOf(agent.address)).toBe(1_000_000n - units(link.payAmount));
  });

  it('refuses a payment for less and a payment to another wallet with 402 and the reason; the link stays open', async () => {
    const merchant = await solanaMerchant();
    const link = await createLink(merchant, '0.1');
    const required = await requirementsOf(link);
    const { agent, client } = await agentWith(1_000_000n);
    const ask = required.accepts[0]!;
    const elsewhere = (await generateKeyPairSigner()).address;
    await requestTokenAirdrop({ rpcUrl: chain.rpcUrl, mint: LOCAL_USDC_MINT, owner: elsewhere, amount: 0n });
    for (const accepted of [
      { ...ask, amount: (BigInt(ask.amount) - 1n).toString() },
      { ...ask, payTo: elsewhere },
    ]) {
      const payload = await client.createPaymentPayload({ ...required, accepts: [accepted] });
      const res = await fetch(linkUrl(link), {
        headers: { 'PAYMENT-SIGNATURE': encodePaymentSignatureHeader(payload) },
      });
      expect(res.status).toBe(402);
      const again = new x402HTTPClient(new x402Client()).getPaymentRequiredResponse((name) => res.headers.get(name));
      expect(again.error).toMatch(/mismatch/);
    }
    expect(await usdcOf(agent.address)).toBe(1_000_000n);
    expect((await detail(merchant.token, link.id)).status).toBe('PENDING');
  });

  it('a settlement whose recording was lost: the watcher leaves its transfer out of the inbox, the recovery job records it once', async () => {
    const merchant = await solanaMerchant();
    const link = await createLink(merchant, '0.3');
    const required = await requirementsOf(link);
    const { client } = await agentWith(1_000_000n);
    const payload = await client.createPaymentPayload(required);
    // What paying the link does up to the chain, then the process dies before recording it.
    const { accountId } = await getPayment(ctx.deps.db, link.id);
    const outcome = await settleSolanaPayment(ctx.deps, {
      accountId: accountId!,
      payload,
      requirements: required.accepts[0]!,
      now: new Date(),
      claim: async (key, intent) =>
        (await claimAuthorization(ctx.deps.db, key, {
          ...intent,
          accountId: accountId!,
          kind: 'link',
          paymentId: link.id,
        }))
          ? link.id
          : null,
    });
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(await usdcOf(merchant.wallet)).toBe(units(link.payAmount));

    // The watcher reads the merchant's wallet first: the transfer carries no reference, and it is x402's in flight.
    const inbox = async () =>
      JSON.stringify(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/payments/unmatched-transfers',
            headers: bearer(merchant.token),
          })
        ).json(),
      );
    await watchTick(ctx);
    expect(await inbox()).not.toContain(outcome.settlement.transaction);
    expect((await detail(merchant.token, link.id)).status).toBe('PENDING');

    // Within the grace the settlement may still be recording itself; past it, the recovery job records it, once.
    expect((await recoverX402Settlements(ctx.deps)).recorded).toEqual([]);
    const later = () => new Date(Date.now() + X402_RECOVERY_GRACE_MS + 1000);
    expect((await recoverX402Settlements(ctx.deps, later())).recorded).toEqual([link.id]);
    expect((await recoverX402Settlements(ctx.deps, later())).recorded).toEqual([]);
    await watchTick(ctx);
    const after = await detail(merchant.token, link.id);
    expect(after).toMatchObject({ status: 'COMPLETED', amountReceived: link.payAmount });
    expect(after.transfers).toHaveLength(1);
    expect(after.paidByX402).toEqual({
      payer: outcome.settlement.payer,
      transactionHash: outcome.settlement.transaction,
    });
    expect(await inbox()).not.toContain(outcome.settlement.transaction);
  });
});
