import {
  AccountRole,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
  type Instruction,
  type Transaction,
} from '@solana/kit';
import { getAddMemoInstruction } from '@solana-program/memo';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
} from '@solana-program/token';
import { solanaTokenProgram } from '@paylink/shared';
import { associatedTokenAccount } from './build-transfer-transaction';

/** A legacy transaction's wire size limit (the packet size, 1232 bytes). */
export const TRANSACTION_SIZE_LIMIT = 1232;

export interface PayoutTransfer {
  recipient: Address;
  amount: bigint;
  /** Null: SOL; else an SPL token (of its mint's program: classic or Token-2022), into the recipient's associated account, created when missing. */
  token: { mint: Address; decimals: number } | null;
}

/**
 * The instructions paying one recipient from `payer`: SOL by System transfer; a token by creating the recipient's
 * associated account when missing (idempotent, the payer pays its rent) then transferChecked. The reference rides on
 * the transfer, read-only, so the watcher finds the transaction (Solana Pay).
 */
async function payoutInstructions(payer: Address, reference: Address, t: PayoutTransfer): Promise<Instruction[]> {
  const signer = createNoopSigner(payer);
  const withReference = (ix: Instruction): Instruction => ({
    ...ix,
    accounts: [...(ix.accounts ?? []), { address: reference, role: AccountRole.READONLY }],
  });
  if (!t.token)
    return [withReference(getTransferSolInstruction({ source: signer, destination: t.recipient, amount: t.amount }))];
  const destination = await associatedTokenAccount(t.recipient, t.token.mint);
  const tokenProgram = solanaTokenProgram(t.token.mint) as Address;
  return [
    await getCreateAssociatedTokenIdempotentInstructionAsync({
      payer: signer,
      ata: destination,
      owner: t.recipient,
      mint: t.token.mint,
      tokenProgram,
    }),
    withReference(
      getTransferCheckedInstruction(
        {
          source: await associatedTokenAccount(payer, t.token.mint),
          mint: t.token.mint,
          destination,
          authority: signer,
          amount: t.amount,
          decimals: t.token.decimals,
        },
        { programAddress: tokenProgram },
      ),
    ),
  ];
}

function compile(
  payer: Address,
  blockhash: { blockhash: Blockhash; lastValidBlockHeight: bigint },
  instructions: Instruction[],
): Transaction {
  return compileTransaction(
    pipe(
      createTransactionMessage({ version: 'legacy' }),
      (m) => setTransactionMessageFeePayerSigner(createNoopSigner(payer), m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  );
}

const wireSize = (tx: Transaction) => Buffer.from(getBase64EncodedWireTransaction(tx), 'base64').length;

/**
 * The transactions paying a batch, for the merchant's wallet to sign: the payer is the fee payer and the only
 * signer (never Paylink's sponsor). Recipients are packed in order while the transaction stays within the size
 * limit, then a new one starts; each carries the memo. Answers the transactions and the recipients each pays.
 */
export async function buildPayoutTransactions(input: {
  payer: Address;
  reference: Address;
  memo: string;
  transfers: readonly PayoutTransfer[];
  blockhash: { blockhash: Blockhash; lastValidBlockHeight: bigint };
}): Promise<Transaction[]> {
  const memo = getAddMemoInstruction({ memo: input.memo });
  const built: Transaction[] = [];
  let current: Instruction[] = [];
  for (const transfer of input.transfers) {
    const more = await payoutInstructions(input.payer, input.reference, transfer);
    if (
      current.length > 0 &&
      wireSize(compile(input.payer, input.blockhash, [...current, ...more, memo])) > TRANSACTION_SIZE_LIMIT
    ) {
      built.push(compile(input.payer, input.blockhash, [...current, memo]));
      current = [];
    }
    current.push(...more);
  }
  if (current.length > 0) built.push(compile(input.payer, input.blockhash, [...current, memo]));
  return built;
}
