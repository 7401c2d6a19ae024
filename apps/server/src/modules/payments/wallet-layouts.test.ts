import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AccountRole,
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
  type Address,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getAddMemoInstruction } from '@solana-program/memo';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { LOCAL_USDC_MINT, requestTokenAirdrop, type Localnet } from '@paylink/localnet';
import { base58Encode, type Payment } from '@paylink/shared';
import { users } from '../accounts/schema';
import { startChainTestContext, watchTick } from '../../test/local-chain';
import { bearer, signUp, type TestContext } from '../../test/test-app';
import { payments } from './schema';

let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => ({ chain, ctx, close } = await startChainTestContext()));
afterAll(() => close());

const USDC = address(LOCAL_USDC_MINT);
const COMPUTE_BUDGET = address('ComputeBudget111111111111111111111111111111');

async function newLink(currency: 'SOL' | 'USDC', amount: string): Promise<Payment> {
  const m = await signUp(ctx);
  await ctx.deps.db.update(users).set({ transactionCredits: 5 }).where(eq(users.id, m.userId));
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
  await ctx.deps.rpc.requestAirdrop(payer.address, lamports(2_000_000_000n)).send();
  await requestTokenAirdrop({ rpcUrl: chain.rpcUrl, mint: LOCAL_USDC_MINT, owner: payer.address, amount: 10_000_000n });
  return payer;
}

async function send(payer: KeyPairSigner, instructions: Instruction[], version: 0 | 'legacy' = 0): Promise<void> {
  const { value: blockhash } = await ctx.deps.rpc.getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const tx = await signTransactionMessageWithSigners(message);
  await ctx.deps.rpc.sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' }).send();
  // The local chain lands a transaction as it is sent; the status confirms it succeeded.
  const { value } = await ctx.deps.rpc.getSignatureStatuses([getSignatureFromTransaction(tx)]).send();
  expect(value[0]?.err ?? null).toBeNull();
}

const withReference = (ix: Instruction, reference: string): Instruction => ({
  ...ix,
  accounts: [...(ix.accounts ?? []), { address: reference as Address, role: AccountRole.READONLY }],
});
const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >> 24) & 0xff];
const computeUnitLimit = (units: number): Instruction => ({ programAddress: COMPUTE_BUDGET, data: new Uint8Array([2, ...u32(units)]) });
const computeUnitPrice = (microLamports: number): Instruction => ({ programAddress: COMPUTE_BUDGET, data: new Uint8Array([3, ...u32(microLamports), 0, 0, 0, 0]) });
/** Stands in for a Lighthouse assertion (no Lighthouse program on the local chain): an instruction naming the payer. */
const guard = (payer: KeyPairSigner, n: number) => getAddMemoInstruction({ memo: `guard ${n}`, signers: [payer] });

async function usdcTransfer(payer: KeyPairSigner, link: Payment, checked = true): Promise<Instruction> {
  const [source] = await findAssociatedTokenPda({ owner: payer.address, mint: USDC, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  const [destination] = await findAssociatedTokenPda({ owner: address(link.recipientAddress), mint: USDC, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  const ix = checked
    ? getTransferCheckedInstruction({ source, mint: USDC, destination, authority: payer, amount: 1_000_000n, decimals: 6 })
    : getTransferInstruction({ source, destination, authority: payer, amount: 1_000_000n });
  return withReference(ix, link.reference);
}
const createRecipientAta = async (payer: KeyPairSigner, link: Payment) => {
  const [ata] = await findAssociatedTokenPda({ owner: address(link.recipientAddress), mint: USDC, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  return getCreateAssociatedTokenIdempotentInstruction({ payer, ata, owner: address(link.recipientAddress), mint: USDC });
};
const solTransfer = (payer: KeyPairSigner, link: Payment) =>
  withReference(getTransferSolInstruction({ source: payer, destination: address(link.recipientAddress), amount: 100_000_000n }), link.reference);

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
    await send(payer, [computeUnitLimit(100_000), await createRecipientAta(payer, link), guard(payer, 1), await usdcTransfer(payer, link), guard(payer, 2)]);
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
    const [ownAta] = await findAssociatedTokenPda({ owner: payer.address, mint: USDC, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    await send(payer, [solTransfer(payer, trailing), getCreateAssociatedTokenIdempotentInstruction({ payer, ata: ownAta, owner: payer.address, mint: USDC })]);
    await expectCompleted(trailing);
  });
});
