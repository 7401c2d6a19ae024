import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { findAssociatedTokenPda, getTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { LOCAL_USDC_MINT, requestTokenAirdrop, type Localnet } from '@paylink/localnet';
import { base58Encode, type Payment } from '@paylink/shared';
import { merchantAccounts } from '../../accounts/schema';
import { startChainTestContext, watchTick } from '../../../test/local-chain';
import { bearer, signUp, type TestContext } from '../../../test/test-app';
import { unmatchedTransfers } from '../../unmatched-transfers/schema';
import { paymentTransfers } from '../schema';
import { createRecipientAta, USDC, usdcTransfer, withReference } from '../../../test/solana-instructions';

let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => ({ chain, ctx, close } = await startChainTestContext()));
afterAll(() => close());

async function newLink(currency: 'SOL' | 'USDC', amount: string): Promise<Payment> {
  const m = await signUp(ctx);
  await ctx.deps.db.update(merchantAccounts).set({ transactionCredits: 5 }).where(eq(merchantAccounts.id, m.accountId));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: { label: 'Order', amount, currency, walletAddress: base58Encode(randomBytes(32)) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}

/** A payer funded with SOL and 10 USDC. */
async function fundedPayer(): Promise<KeyPairSigner> {
  const payer = await generateKeyPairSigner();
  await ctx.deps.solanaRpc.requestAirdrop(payer.address, lamports(2_000_000_000n)).send();
  await requestTokenAirdrop({ rpcUrl: chain.rpcUrl, mint: LOCAL_USDC_MINT, owner: payer.address, amount: 10_000_000n });
  return payer;
}

async function send(payer: KeyPairSigner, instructions: Instruction[], version: 0 | 'legacy' = 0): Promise<string> {
  const { value: blockhash } = await ctx.deps.solanaRpc.getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return sendSigned(await signTransactionMessageWithSigners(message));
}

async function sendSigned(tx: Parameters<typeof getBase64EncodedWireTransaction>[0]): Promise<string> {
  await ctx.deps.solanaRpc.sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' }).send();
  // The local chain lands a transaction as it is sent; the status confirms it succeeded.
  const signature = getSignatureFromTransaction(tx);
  const { value } = await ctx.deps.solanaRpc.getSignatureStatuses([signature]).send();
  expect(value[0]?.err ?? null).toBeNull();
  return signature;
}

describe('a relayer that pays the fee is never recorded as the payer (where a refund would go)', () => {
  it('records the signer who lost the token for a rejected transfer, an unmatched one and a relayed SOL dust payment', async () => {
    const relayer = await fundedPayer();
    const owner = await fundedPayer();

    // USDC sent with a SOL link's reference: rejected as the wrong token, owed back to whoever sent it.
    const solLink = await newLink('SOL', '0.1');
    const rejected = await send(relayer, [
      await createRecipientAta(relayer, solLink),
      await usdcTransfer(owner, solLink),
    ]);
    await watchTick(ctx);
    const [wrongToken] = await ctx.deps.db.select().from(paymentTransfers).where(eq(paymentTransfers.txId, rejected));
    expect(wrongToken).toMatchObject({
      outcome: 'rejected',
      reason: 'wrong_token',
      currency: 'USDC',
      amount: 1_000_000n,
      payer: owner.address,
    });

    // USDC without a reference to a watched wallet: listed in its inbox, paid by the owner.
    const usdcLink = await newLink('USDC', '5');
    await watchTick(ctx);
    const [source] = await findAssociatedTokenPda({
      owner: owner.address,
      mint: USDC,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const [destination] = await findAssociatedTokenPda({
      owner: address(usdcLink.recipientAddress),
      mint: USDC,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const unmatched = await send(relayer, [
      await createRecipientAta(relayer, usdcLink),
      getTransferCheckedInstruction({
        source,
        mint: USDC,
        destination,
        authority: owner,
        amount: 250_000n,
        decimals: 6,
      }),
    ]);
    await watchTick(ctx);
    const [listed] = await ctx.deps.db.select().from(unmatchedTransfers).where(eq(unmatchedTransfers.txId, unmatched));
    expect(listed).toMatchObject({ amount: 250_000n, payer: owner.address });

    // One lamport relayed: the relayer lost more (the fee) than the sender, yet the sender paid.
    const dustLink = await newLink('SOL', '0.1');
    await ctx.deps.solanaRpc.requestAirdrop(address(dustLink.recipientAddress), lamports(1_000_000_000n)).send();
    const dust = await send(relayer, [
      withReference(
        getTransferSolInstruction({ source: owner, destination: address(dustLink.recipientAddress), amount: 1n }),
        dustLink.reference!,
      ),
    ]);
    await watchTick(ctx);
    const [counted] = await ctx.deps.db.select().from(paymentTransfers).where(eq(paymentTransfers.txId, dust));
    expect(counted).toMatchObject({ outcome: 'counted', amount: 1n, payer: owner.address });
  });
});
