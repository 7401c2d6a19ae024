import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateKeyPairSigner } from '@solana/kit';
import {
  createTestMint,
  payTransferRequest,
  requestTokenAirdrop,
  sendTestTransfer,
  startLocalnet,
  type Localnet,
} from '@paylink/localnet';
import { SOLANA_TOKENS, type Payment, type PaymentDetail } from '@paylink/shared';
import { merchantAccounts } from '../../accounts/schema';
import { watchTick } from '../../../test/local-chain';
import { bearer, createTestContext, signUp, type TestContext } from '../../../test/test-app';
import { answerTransactionRequest } from '../../transaction-requests/answer-transaction-request';
import { fundLocalSponsor } from '../../transaction-requests/fund-local-sponsor';
import { sponsoredTransactions } from '../../transaction-requests/schema';

/**
 * The attacker's side of Solana's tokens: a look-alike "USDT", an unlisted Token-2022 mint, a fee-bearing PYUSD and
 * a PYUSD whose hook program was switched on. Each file's chain is its own: the listed PYUSD mint is created with a
 * 1% transfer fee on one chain and with a transfer hook program on the other (mainnet's PYUSD has both extensions,
 * idle, and its authority could switch them on).
 */
const PYUSD = SOLANA_TOKENS.find((t) => t.symbol === 'PYUSD')!;
const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';

interface Setup {
  chain: Localnet;
  ctx: TestContext;
}
const fee = {} as Setup;
const hooked = {} as Setup;

async function setUp(target: Setup, token2022: { transferFeeBasisPoints: number; transferHookProgram?: string }) {
  target.chain = await startLocalnet({ port: 0, listedToken2022: { [PYUSD.mint!]: token2022 as never } });
  target.ctx = await createTestContext(
    { REQUIRE_EMAIL_VERIFICATION: 'false' },
    { rpcUrl: target.chain.rpcUrl, wsUrl: target.chain.wsUrl, local: true },
  );
}
beforeAll(async () => {
  await setUp(fee, { transferFeeBasisPoints: 100 });
  await setUp(hooked, { transferFeeBasisPoints: 0, transferHookProgram: MEMO_PROGRAM });
});
afterAll(async () => {
  for (const { ctx, chain } of [fee, hooked]) {
    await ctx.close();
    await chain.close();
  }
});

async function newLink({ ctx }: Setup, body: Record<string, unknown>): Promise<Payment & { token: string }> {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ transactionCredits: 10 })
    .where(eq(merchantAccounts.id, m.accountId));
  const wallet = (await generateKeyPairSigner()).address;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: { label: 'Order', walletAddress: wallet, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json().data.payment, token: m.token };
}

async function detail({ ctx }: Setup, link: { id: string; token: string }): Promise<PaymentDetail> {
  return (
    await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${link.id}`, headers: bearer(link.token) })
  ).json().data.payment;
}

const referenceOf = (link: Payment) => new URL(link.paymentUrl).searchParams.get('reference')!;

describe('Solana tokens, as the attacker', () => {
  it('a look-alike "USDT" (an unlisted mint) sent with a USDT link’s reference never pays it and never shows as USDT', async () => {
    const link = await newLink(fee, { amount: '5', currency: 'USDT' });
    const fake = await createTestMint({ rpcUrl: fee.chain.rpcUrl, decimals: 6 });
    const sent = await sendTestTransfer({
      rpcUrl: fee.chain.rpcUrl,
      recipient: link.recipientAddress,
      amount: 5_000_000n,
      token: { mint: fake, decimals: 6 },
      references: [referenceOf(link)],
    });
    expect(sent.err).toBeNull();
    await watchTick(fee.ctx);
    const after = await detail(fee, link);
    expect(after).toMatchObject({ status: 'PENDING', amountReceived: null });
    // Shown as what it is: an unknown token at its own mint, refused as the wrong token.
    expect(after.transfers).toEqual([
      expect.objectContaining({
        signature: sent.signature,
        outcome: 'rejected',
        reason: 'wrong_token',
        currency: null,
        mint: fake,
      }),
    ]);
    const inbox = (
      await fee.ctx.app.inject({ method: 'GET', url: '/api/payments/unmatched-transfers', headers: bearer(link.token) })
    ).json().data;
    expect(JSON.stringify(inbox)).not.toContain('"currency":"USDT"');
  });

  it('an unlisted Token-2022 mint sent with a PYUSD link’s reference is refused as the wrong token', async () => {
    const link = await newLink(fee, { amount: '5', currency: 'PYUSD' });
    const other = await createTestMint({
      rpcUrl: fee.chain.rpcUrl,
      decimals: 6,
      token2022: { transferFeeBasisPoints: 0 },
    });
    const sent = await sendTestTransfer({
      rpcUrl: fee.chain.rpcUrl,
      recipient: link.recipientAddress,
      amount: 5_000_000n,
      token: { mint: other, decimals: 6 },
      references: [referenceOf(link)],
    });
    expect(sent.err).toBeNull();
    await watchTick(fee.ctx);
    const after = await detail(fee, link);
    expect(after).toMatchObject({ status: 'PENDING', amountReceived: null });
    expect(after.transfers).toEqual([
      expect.objectContaining({ outcome: 'rejected', reason: 'wrong_token', currency: null, mint: other }),
    ]);
  });

  it('PYUSD with a 1% transfer fee: the link is credited what arrived (9.9), never what was sent (10)', async () => {
    const link = await newLink(fee, { amount: '10', currency: 'PYUSD' });
    const sent = await payTransferRequest({ rpcUrl: fee.chain.rpcUrl, url: link.paymentUrl });
    expect(sent.err).toBeNull();
    await watchTick(fee.ctx);
    const after = await detail(fee, link);
    expect(after).toMatchObject({ status: 'PENDING', amountReceived: '9.9' });
    expect(after.transfers).toEqual([
      expect.objectContaining({
        signature: sent.signature,
        outcome: 'counted',
        amount: '9.9',
        currency: 'PYUSD',
        mint: PYUSD.mint,
      }),
    ]);
  });

  it('PYUSD with a transfer hook program switched on: the transaction request refuses before the sponsor signs, and nothing is credited', async () => {
    const link = await newLink(hooked, { amount: '3', currency: 'PYUSD' });
    await fundLocalSponsor(hooked.ctx.deps);
    const customer = (await generateKeyPairSigner()).address;
    await requestTokenAirdrop({ rpcUrl: hooked.chain.rpcUrl, mint: PYUSD.mint!, owner: customer, amount: 3_000_000n });
    await expect(
      answerTransactionRequest(hooked.ctx.deps, { paymentId: link.id, account: customer }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('This payment would fail on the network, so nothing was sent'),
    });
    expect(
      await hooked.ctx.deps.db.select().from(sponsoredTransactions).where(eq(sponsoredTransactions.paymentId, link.id)),
    ).toEqual([]);
    // A wallet sending it anyway (without the hook's accounts) is refused by the chain: nothing moves, nothing counts.
    await expect(payTransferRequest({ rpcUrl: hooked.chain.rpcUrl, url: link.paymentUrl })).rejects.toThrow();
    await watchTick(hooked.ctx);
    expect(await detail(hooked, link)).toMatchObject({ status: 'PENDING', amountReceived: null });
  });
});
