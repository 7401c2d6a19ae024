import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  address,
  appendTransactionMessageInstructions,
  compressTransactionMessageUsingAddressLookupTables,
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
import { getAddMemoInstruction } from '@solana-program/memo';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { LOCAL_USDC_MINT, requestAddressLookupTable, requestTokenAirdrop, type Localnet } from '@paylink/localnet';
import { base58Encode, formatAmount, type Payment } from '@paylink/shared';
import { merchantAccounts } from '../../accounts/schema';
import { startChainTestContext, watchTick } from '../../../test/local-chain';
import { bearer, signUp, type TestContext } from '../../../test/test-app';
import { payments } from '../schema';
import {
  computeUnitLimit,
  computeUnitPrice,
  createRecipientAta,
  guard,
  solTransfer,
  USDC,
  usdcTransfer,
  withReference,
} from '../../../test/solana-instructions';

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

/** A version-0 message whose accounts found in `table` (holding `addresses`) are loaded from it, not listed. */
async function sendWithLookupTable(
  payer: KeyPairSigner,
  instructions: Instruction[],
  addresses: string[],
): Promise<string> {
  const table = await requestAddressLookupTable({ rpcUrl: chain.rpcUrl, addresses });
  const { value: blockhash } = await ctx.deps.solanaRpc.getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
    (m) =>
      compressTransactionMessageUsingAddressLookupTables(m, { [address(table)]: addresses.map((a) => address(a)) }),
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

/** The transaction as the watcher reads it (json encoding, version 0 allowed). */
async function fetched(signature: string) {
  const tx = await ctx.deps.solanaRpc
    .getTransaction(signature as never, {
      encoding: 'json',
      maxSupportedTransactionVersion: 0,
      commitment: 'confirmed',
    })
    .send();
  return tx!;
}

async function expectCompleted(link: Payment) {
  await watchTick(ctx);
  const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, link.id));
  expect(row).toMatchObject({ status: 'COMPLETED', failureReason: null });
}

describe('payments laid out the way real wallets sign them complete', () => {
  it("Phantom: compute budget, guards before and after, transferChecked, memo after (the recipient's token account created first)", async () => {
    const link = await newLink('USDC', '1');
    const payer = await fundedPayer();
    await send(payer, [
      computeUnitLimit(200_000),
      computeUnitPrice(1_000),
      await createRecipientAta(payer, link),
      guard(payer, 1),
      guard(payer, 2),
      guard(payer, 3),
      await usdcTransfer(payer, link),
      getAddMemoInstruction({ memo: link.id }),
      guard(payer, 4),
    ]);
    await expectCompleted(link);
  });

  it("Solflare: two guards around the transfer, the recipient's token account created in the same transaction", async () => {
    const link = await newLink('USDC', '1');
    const payer = await fundedPayer();
    await send(payer, [
      computeUnitLimit(100_000),
      await createRecipientAta(payer, link),
      guard(payer, 1),
      await usdcTransfer(payer, link),
      guard(payer, 2),
    ]);
    await expectCompleted(link);
  });

  it('a plain Transfer (not TransferChecked), in a legacy message', async () => {
    const link = await newLink('USDC', '1');
    const payer = await fundedPayer();
    await send(payer, [await createRecipientAta(payer, link), await usdcTransfer(payer, link, false)], 'legacy');
    await expectCompleted(link);
  });

  it('SOL with a memo after the transfer, and with a trailing instruction of another program', async () => {
    const memoAfter = await newLink('SOL', '0.1');
    const payer = await fundedPayer();
    await send(payer, [solTransfer(payer, memoAfter), getAddMemoInstruction({ memo: memoAfter.id })]);
    await expectCompleted(memoAfter);

    const trailing = await newLink('SOL', '0.1');
    const [ownAta] = await findAssociatedTokenPda({
      owner: payer.address,
      mint: USDC,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    await send(payer, [
      solTransfer(payer, trailing),
      getCreateAssociatedTokenIdempotentInstruction({ payer, ata: ownAta, owner: payer.address, mint: USDC }),
    ]);
    await expectCompleted(trailing);
  });
});

describe('version-0 messages with address lookup tables, and transfers inside other programs', () => {
  it('completes a link whose reference is loaded from a lookup table, not listed in the message', async () => {
    const link = await newLink('SOL', '0.1');
    const payer = await fundedPayer();
    const signature = await sendWithLookupTable(payer, [solTransfer(payer, link)], [link.reference!]);
    const tx = await fetched(signature);
    expect(tx.transaction.message.accountKeys).not.toContain(link.reference);
    expect(tx.meta!.loadedAddresses!.readonly).toEqual([link.reference]);
    await expectCompleted(link);
  });

  it("completes a link whose recipient (SOL) or recipient's token account (USDC) is loaded from a lookup table", async () => {
    const sol = await newLink('SOL', '0.1');
    const payer = await fundedPayer();
    const solSignature = await sendWithLookupTable(payer, [solTransfer(payer, sol)], [sol.recipientAddress]);
    expect((await fetched(solSignature)).meta!.loadedAddresses!.writable).toEqual([sol.recipientAddress]);
    await expectCompleted(sol);

    const usdc = await newLink('USDC', '1');
    const [ata] = await findAssociatedTokenPda({
      owner: address(usdc.recipientAddress),
      mint: USDC,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    await requestTokenAirdrop({
      rpcUrl: chain.rpcUrl,
      mint: LOCAL_USDC_MINT,
      owner: usdc.recipientAddress,
      amount: 0n,
    });
    const usdcSignature = await sendWithLookupTable(payer, [await usdcTransfer(payer, usdc)], [ata, usdc.reference!]);
    expect((await fetched(usdcSignature)).meta!.loadedAddresses).toEqual({
      writable: [ata],
      readonly: [usdc.reference],
    });
    await expectCompleted(usdc);
  });

  it("reports what programs invoked (inner instructions) and counts the recipient's gain from them: the token account the associated-token program creates", async () => {
    const link = await newLink('USDC', '1');
    const payer = await fundedPayer();
    const signature = await send(payer, [await createRecipientAta(payer, link), await usdcTransfer(payer, link)]);
    const tx = (await fetched(signature)) as unknown as {
      meta: { innerInstructions: { index: number; instructions: { programIdIndex: number }[] }[] };
      transaction: { message: { accountKeys: string[] } };
    };
    const inner = tx.meta.innerInstructions.find((i) => i.index === 0)!;
    const programs = inner.instructions.map((i) => tx.transaction.message.accountKeys[i.programIdIndex]);
    expect(programs).toContain('11111111111111111111111111111111');
    expect(programs).toContain(TOKEN_PROGRAM_ADDRESS);
    await expectCompleted(link);
  });

  it('counts SOL that a program moved to the recipient on the payer’s behalf (an inner system instruction, no top-level transfer)', async () => {
    // The recipient is an address owned by a program (a token account the associated-token program is about to
    // create, as multisig vaults are program-derived): the only SOL it gets is what that program moves to it from
    // the payer through the system program, inside the transaction.
    const owner = await generateKeyPairSigner();
    const [vault] = await findAssociatedTokenPda({
      owner: owner.address,
      mint: USDC,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const rent = await ctx.deps.solanaRpc.getMinimumBalanceForRentExemption(165n).send();
    const m = await signUp(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(m.token),
      payload: { label: 'Order', amount: formatAmount(rent, 9), currency: 'SOL', walletAddress: vault },
    });
    expect(res.statusCode, res.body).toBe(201);
    const link: Payment = res.json().data.payment;
    const payer = await fundedPayer();
    const create = getCreateAssociatedTokenIdempotentInstruction({
      payer,
      ata: vault,
      owner: owner.address,
      mint: USDC,
    });
    const signature = await send(payer, [withReference(create, link.reference!)]);
    const tx = (await fetched(signature)) as unknown as {
      meta: { innerInstructions: { index: number; instructions: { programIdIndex: number }[] }[] };
      transaction: { message: { accountKeys: string[]; instructions: { programIdIndex: number }[] } };
    };
    const keys = tx.transaction.message.accountKeys;
    expect(tx.transaction.message.instructions.map((i) => keys[i.programIdIndex])).not.toContain(
      '11111111111111111111111111111111',
    );
    expect(tx.meta.innerInstructions[0]!.instructions.map((i) => keys[i.programIdIndex])).toContain(
      '11111111111111111111111111111111',
    );
    await expectCompleted(link);
    const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, link.id));
    expect(row!.amountReceived).toBe(rent);
  });
});
