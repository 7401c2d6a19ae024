import {
  AccountRole,
  appendTransactionMessageInstructions,
  createSolanaRpc,
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
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit';
import { getAddMemoInstruction } from '@solana-program/memo';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { requestTokenAirdrop } from './request-token-airdrop.ts';
import { waitForSignature } from './wait-for-signature.ts';

export type TestTransferToken = 'SOL' | { mint: string; decimals: number };

export interface TestTransferOptions {
  rpcUrl: string;
  recipient: string;
  /** Base units: lamports for SOL, token base units otherwise. */
  amount: bigint;
  token: TestTransferToken;
  /** Appended to the transfer instruction as read-only accounts, as Solana Pay wallets do. */
  references?: string[];
  memo?: string;
  /** Make the transfer land on chain and fail (payer underfunded, sent without preflight). */
  fail?: boolean;
  /** Pay from this wallet (funded like a throwaway one) instead of a fresh one: a merchant paying a refund. */
  payer?: KeyPairSigner;
}

export interface TestTransferResult {
  signature: string;
  payer: string;
  err: unknown | null;
}

/** Thrown when a test transfer cannot be set up as asked. */
export class TestTransferError extends Error {
  override name = 'TestTransferError';
}

const FEE_BUDGET = 10_000_000n;
/** Enough for the fee but not for a transfer over 5,000 lamports without dropping below rent exemption. */
const FAILING_SOL_EXTRA = 10_000n;

/**
 * Sends a SOL or SPL token transfer from a freshly funded throwaway payer (or the given one) on the local chain,
 * shaped like a Solana Pay payment: memo just before the transfer, the transfer last, references
 * as extra read-only keys. Failed transfers land with their error, like a real wallet without preflight.
 */
export async function sendTestTransfer(opts: TestTransferOptions): Promise<TestTransferResult> {
  const { rpcUrl, amount, token, references = [], memo, fail = false } = opts;
  if (fail && token === 'SOL' && amount <= 5000n)
    throw new TestTransferError('a failing SOL transfer needs more than 5000 lamports');
  const rpc = createSolanaRpc(rpcUrl);
  const payer = opts.payer ?? (await generateKeyPairSigner());
  const recipient = opts.recipient as Address;

  let transfer: Instruction;
  if (token === 'SOL') {
    const rent = await rpc.getMinimumBalanceForRentExemption(0n).send();
    await fund(rpc, payer, fail ? rent + FAILING_SOL_EXTRA : amount + FEE_BUDGET);
    transfer = getTransferSolInstruction({ source: payer, destination: recipient, amount });
  } else {
    const mint = token.mint as Address;
    // The mint's owner is its program (SPL Token or Token-2022): token accounts and the transfer go through it.
    const { value: mintAccount } = await rpc.getAccountInfo(mint, { encoding: 'base64' }).send();
    const tokenProgram = mintAccount?.owner ?? TOKEN_PROGRAM_ADDRESS;
    await fund(rpc, payer, FEE_BUDGET);
    await requestTokenAirdrop({ rpcUrl, mint, owner: payer.address, amount: fail ? 0n : amount });
    const [source] = await findAssociatedTokenPda({ owner: payer.address, mint, tokenProgram });
    const [destination] = await findAssociatedTokenPda({ owner: recipient, mint, tokenProgram });
    // Created in its own transaction so the payment's pre-token-balances include the recipient, as validateTransfer needs.
    const { value: existing } = await rpc.getAccountInfo(destination, { encoding: 'base64' }).send();
    if (!existing) {
      const createAta = getCreateAssociatedTokenIdempotentInstruction({
        payer,
        ata: destination,
        owner: recipient,
        mint,
        tokenProgram,
      });
      const { err } = await sendInstructions(rpc, payer, [createAta], false);
      if (err) throw new TestTransferError(`could not create the recipient token account: ${JSON.stringify(err)}`);
    }
    transfer = getTransferCheckedInstruction(
      { source, mint, destination, authority: payer, amount, decimals: token.decimals },
      { programAddress: tokenProgram },
    );
  }

  const withReferences: Instruction = {
    ...transfer,
    accounts: [
      ...(transfer.accounts ?? []),
      ...references.map((address) => ({ address: address as Address, role: AccountRole.READONLY })),
    ],
  };
  const instructions =
    memo === undefined ? [withReferences] : [getAddMemoInstruction({ memo, signers: [payer] }), withReferences];
  const result = await sendInstructions(rpc, payer, instructions, fail);
  return { ...result, payer: payer.address };
}

async function fund(rpc: Rpc<SolanaRpcApi>, payer: KeyPairSigner, amount: bigint) {
  const signature = await rpc.requestAirdrop(payer.address, lamports(amount)).send();
  const err = await waitForSignature(rpc, signature);
  if (err) throw new TestTransferError(`airdrop failed: ${JSON.stringify(err)}`);
}

async function sendInstructions(
  rpc: Rpc<SolanaRpcApi>,
  payer: KeyPairSigner,
  instructions: Instruction[],
  skipPreflight: boolean,
) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const transaction = await signTransactionMessageWithSigners(message);
  const signature = getSignatureFromTransaction(transaction);
  await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64', skipPreflight }).send();
  return { signature, err: await waitForSignature(rpc, signature) };
}
