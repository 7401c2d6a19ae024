import {
  AccountRole,
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  partiallySignTransactionMessageWithSigners,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  upgradeRoleToSigner,
  type Address,
  type Blockhash,
  type Instruction,
  type Transaction,
  type TransactionSigner,
} from '@solana/kit';
import { getAddMemoInstruction } from '@solana-program/memo';
import { getTransferSolInstruction } from '@solana-program/system';
import { findAssociatedTokenPda, getTransferCheckedInstruction } from '@solana-program/token';
import { solanaTokenProgram } from '@paylink/shared';
import { computeBudgetInstructions } from './compute-budget';

export interface TransferTransactionInput {
  /** Who pays the network fee: the sponsor (signs here) or the customer's own address (signs in the wallet). */
  feePayer: TransactionSigner | Address;
  /** The customer's wallet: the transfer's source and authority. */
  account: Address;
  recipient: Address;
  /** In base units of the token (lamports for SOL). */
  amount: bigint;
  /**
   * Null: SOL by System transfer; else a token moved with transferChecked into the recipient's associated account,
   * through the mint's program (SPL Token, or Token-2022 for PYUSD).
   */
  token: { mint: Address; decimals: number } | null;
  reference: Address;
  memo: string;
  blockhash: { blockhash: Blockhash; lastValidBlockHeight: bigint };
  /** A priority fee (Compute Budget instructions); null offers none. */
  priority: { unitLimit: number; microLamportsPerUnit: bigint } | null;
}

/** The associated token account `owner` holds of `mint`, of the mint's program (see solanaTokenProgram). */
export async function associatedTokenAccount(owner: Address, mint: Address): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: solanaTokenProgram(mint) as Address });
  return ata;
}

async function transferInstruction(input: TransferTransactionInput): Promise<Instruction> {
  const ix: Instruction = input.token
    ? getTransferCheckedInstruction(
        {
          source: await associatedTokenAccount(input.account, input.token.mint),
          mint: input.token.mint,
          destination: await associatedTokenAccount(input.recipient, input.token.mint),
          authority: input.account,
          amount: input.amount,
          decimals: input.token.decimals,
        },
        { programAddress: solanaTokenProgram(input.token.mint) as Address },
      )
    : getTransferSolInstruction({ source: input.account as never, destination: input.recipient, amount: input.amount });
  // The program clients take a bare address as a multisig owner (no signer); here the customer signs the transfer.
  const accounts = (ix.accounts ?? []).map((meta) =>
    meta.address === input.account ? { ...meta, role: upgradeRoleToSigner(meta.role) } : meta,
  );
  // Solana Pay: the reference rides on the transfer instruction as a read-only non-signer key (the watcher finds it).
  return { ...ix, accounts: [...accounts, { address: input.reference, role: AccountRole.READONLY }] };
}

/**
 * A Solana Pay transaction-request transaction as a legacy message (every wallet and the reference client read
 * it): an optional priority fee, the transfer carrying the reference, and the memo. A sponsor fee payer has signed
 * its part; the customer's signature slot is left empty for the wallet.
 */
export async function buildTransferTransaction(input: TransferTransactionInput): Promise<Transaction> {
  const instructions = [
    ...(input.priority ? computeBudgetInstructions(input.priority.unitLimit, input.priority.microLamportsPerUnit) : []),
    await transferInstruction(input),
    getAddMemoInstruction({ memo: input.memo }),
  ];
  const base = pipe(createTransactionMessage({ version: 'legacy' }), (m) =>
    setTransactionMessageLifetimeUsingBlockhash(input.blockhash, m),
  );
  if (typeof input.feePayer === 'string') {
    return compileTransaction(
      appendTransactionMessageInstructions(instructions, setTransactionMessageFeePayer(input.feePayer, base)),
    );
  }
  return partiallySignTransactionMessageWithSigners(
    appendTransactionMessageInstructions(instructions, setTransactionMessageFeePayerSigner(input.feePayer, base)),
  );
}
