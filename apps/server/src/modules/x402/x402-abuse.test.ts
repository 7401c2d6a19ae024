import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAddress } from 'viem';
import { createTestMint, LOCAL_USDC_MINT } from '@paylink/localnet';
import { bearer } from '../../test/test-app';
import { startX402AttackContext } from '../../test/x402-attack';
import { sponsorBudgets } from '../transaction-requests/schema';
import { unmatchedTransfers } from '../unmatched-transfers/schema';
import { paylinkFacilitator } from './paylink-facilitator';
import { recordSettledTransfer } from './record-settled-transfer';
import { settledTransfer } from './settled-transfer';
import { solanaSettledTransfer } from './settle-solana-payment';

// Issue 48, played as the attacker: a merchant's developer API key on Paylink's x402 facilitator with a token they
// minted themselves (on the local Solana chain and on Anvil), and the same token slipped into the other paths that
// record transfers. What they are after: a COMPLETED USDC payment with a receipt Paylink signed. The relayer's gas
// is attacked in x402-gas-abuse.test.ts.

let a: Awaited<ReturnType<typeof startX402AttackContext>>;
beforeAll(async () => {
  a = await startX402AttackContext();
});
afterAll(() => a.close());

describe('forged USDC: a token the attacker minted is never USDC', () => {
  it('Solana: verify and settle refuse a freshly minted token; recorded by another path, it is wrong_token and the link stays open, with no receipt', async () => {
    const fakeMint = await createTestMint({ rpcUrl: a.env.solana.rpcUrl, decimals: 6 });
    const forged = await a.solanaPayment(fakeMint, 1_000_000_000n, 'Forged USDC on Solana');
    expect(await a.facilitatorCall('verify', forged.payload, forged.requirements)).toMatchObject({
      isValid: false,
      invalidReason: 'unsupported_asset',
    });
    expect(await a.facilitatorCall('settle', forged.payload, forged.requirements)).toMatchObject({
      success: false,
      errorReason: 'unsupported_asset',
    });
    expect(await forged.balance()).toBe(1_000_000_000n);
    expect(await a.linksLabelled('Forged USDC on Solana')).toEqual([]);

    // Another path records it (here: the official facilitator, without Paylink's checks, settles it on chain and
    // Paylink's x402 recording path is handed the transfer, under today's "USDC" label) for a 1000 USDC link.
    const target = await a.link('solana', '1000');
    const settled = await (await paylinkFacilitator(a.ctx.deps))!.settle(forged.payload, forged.requirements);
    expect(settled.success, settled.errorReason).toBe(true);
    const read = await solanaSettledTransfer(a.ctx.deps, {
      signature: settled.transaction,
      recipient: a.solanaWallet,
      mint: fakeMint,
    });
    expect(read).toMatchObject({ asset: fakeMint, currency: null });
    await recordSettledTransfer(a.ctx.deps, {
      paymentId: target.id,
      network: 'solana',
      transfer: { ...read, currency: 'USDC' },
      key: { network: 'solana', payer: forged.agent.address, nonce: settled.transaction },
      now: new Date(),
    });
    const after = await a.detail(target.id);
    expect(after.status).toBe('PENDING');
    expect([null, '0']).toContain(after.amountReceived);
    expect(after.transfers).toEqual([
      expect.objectContaining({ outcome: 'rejected', reason: 'wrong_token', mint: fakeMint, currency: null }),
    ]);
    expect(await a.eventTypes(target.id)).toContain('payment.wrong_token');
    expect((await a.receiptOf(target.id)).statusCode).toBe(404);
  });

  it('Solana: real USDC still settles, and its signed receipt names the USDC mint; only that settle is in the activity trail', async () => {
    const real = await a.solanaPayment(LOCAL_USDC_MINT, 10_000n, 'Real USDC on Solana');
    expect(await a.facilitatorCall('settle', real.payload, real.requirements)).toMatchObject({ success: true });
    const [paid] = await a.linksLabelled('Real USDC on Solana');
    expect(paid).toMatchObject({ status: 'COMPLETED', currency: 'USDC' });
    const receipt = (await a.receiptOf(paid!.id)).json().data.receipt;
    expect(receipt).toMatchObject({ currency: 'USDC', asset: LOCAL_USDC_MINT, network: 'solana' });
    // The forged settles above answered 200 `success: false`: no change, not in the trail.
    await expect.poll(async () => (await a.settleActivity()).length).toBeGreaterThan(0);
    await a.linksLabelled('flush');
    expect(await a.settleActivity()).toHaveLength(1);
  });

  it('EVM: verify and settle refuse a fake ERC-20 named "USD Coin"; recorded by another path, it is wrong_token and the link stays open, with no receipt', async () => {
    const fake = await a.fakeUsdc();
    const forged = await a.evmPayment(fake, 1_000_000_000n, 'Forged USDC on Base');
    const nonce = await a.relayerNonce();
    expect(await a.facilitatorCall('verify', forged.payload, forged.requirements)).toMatchObject({
      isValid: false,
      invalidReason: 'unsupported_asset',
    });
    expect(await a.facilitatorCall('settle', forged.payload, forged.requirements)).toMatchObject({
      success: false,
      errorReason: 'unsupported_asset',
    });
    expect(await forged.balance()).toBe(1_000_000_000n);
    expect(await a.relayerNonce()).toBe(nonce);
    expect(await a.linksLabelled('Forged USDC on Base')).toEqual([]);

    const target = await a.link('base', '1000');
    const settled = await (await paylinkFacilitator(a.ctx.deps))!.settle(forged.payload, forged.requirements);
    expect(settled.success, settled.errorReason).toBe(true);
    const read = await settledTransfer(a.base().client, {
      network: 'base',
      token: fake,
      currency: 'USDC',
      hash: settled.transaction as `0x${string}`,
      authorization: forged.authorization,
      confirmations: 1,
    });
    await recordSettledTransfer(a.ctx.deps, {
      paymentId: target.id,
      network: 'base',
      transfer: read,
      key: { network: 'base', payer: forged.agent.address.toLowerCase(), nonce: forged.authorization.nonce },
      now: new Date(),
    });
    const after = await a.detail(target.id);
    expect(after.status).toBe('PENDING');
    expect([null, '0']).toContain(after.amountReceived);
    expect(after.transfers).toEqual([
      expect.objectContaining({ outcome: 'rejected', reason: 'wrong_token', currency: null }),
    ]);
    expect(getAddress(after.transfers[0].mint)).toBe(fake);
    expect(await a.eventTypes(target.id)).toContain('payment.wrong_token');
    expect((await a.receiptOf(target.id)).statusCode).toBe(404);
  });
});

describe('forged USDC in the inbox', () => {
  it('a transfer listed as USDC but of another mint cannot be assigned to a USDC link: wrong_token, the link stays open', async () => {
    const fakeMint = await createTestMint({ rpcUrl: a.env.solana.rpcUrl, decimals: 6 });
    const target = await a.link('solana', '5');
    const [listed] = await a.ctx.deps.db
      .insert(unmatchedTransfers)
      .values({
        id: `unm_forged_${Date.now()}`,
        accountId: a.merchant.accountId,
        network: 'solana',
        currency: 'USDC',
        token: fakeMint,
        recipient: a.solanaWallet,
        payer: a.solanaWallet,
        amount: 5_000_000n,
        txId: `forged${Date.now()}`,
        position: 0,
        block: 1n,
        reason: 'no_reference',
      })
      .returning();
    const res = await a.ctx.app.inject({
      method: 'POST',
      url: `/api/payments/unmatched-transfers/${listed!.id}/assign`,
      headers: bearer(a.merchant.token),
      payload: { paymentId: target.id },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(/wrong_token/);
    expect((await a.detail(target.id)).status).toBe('PENDING');
    expect((await a.receiptOf(target.id)).statusCode).toBe(404);
  });
});

describe('x402 v1 on Solana', () => {
  it('a v1 settle is answered (no 500): paid and recorded under its description', async () => {
    const v1 = await a.solanaV1Payment(20_000n, 'Real USDC over v1');
    expect(await a.facilitatorCall('settle', v1.payload, v1.requirements)).toMatchObject({ success: true });
    const [paid] = await a.linksLabelled('Real USDC over v1');
    expect(paid).toMatchObject({ status: 'COMPLETED', amount: '0.02', currency: 'USDC' });
  });

  it('the v1 scheme has the v2 caps: a transaction asking more compute units is refused before anything is booked', async () => {
    const v1 = await a.solanaV1Payment(20_000n, 'Greedy v1');
    const greedy = a.withComputeUnits(v1.payload, 1_400_000);
    const booked = async () =>
      (
        await a.ctx.deps.db
          .select({ lamports: sponsorBudgets.spentLamports })
          .from(sponsorBudgets)
          .where(eq(sponsorBudgets.accountId, a.merchant.accountId))
      )[0]?.lamports ?? 0n;
    const before = await booked();
    const reason = 'invalid_exact_svm_payload_transaction_instructions_compute_limit_instruction_too_high';
    expect(await a.facilitatorCall('verify', greedy, v1.requirements)).toMatchObject({
      isValid: false,
      invalidReason: reason,
    });
    expect(await a.facilitatorCall('settle', greedy, v1.requirements)).toMatchObject({
      success: false,
      errorReason: reason,
    });
    expect(await booked()).toBe(before);
    expect(await a.linksLabelled('Greedy v1')).toEqual([]);
  });
});
