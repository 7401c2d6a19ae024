import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { base58Decode, type FailureReason } from '@paylink/shared';
import { allAccountKeys, type TransactionJson } from './transaction-json';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const TOKEN_PROGRAM: string = TOKEN_PROGRAM_ADDRESS;

export interface ExpectedTransfer {
  recipient: string;
  amount: bigint;
  reference: string;
  /** USDC (or another SPL token): the mint and the recipient's associated token account. */
  spl?: { mint: string; recipientTokenAccount: string };
}

export type TransferVerdict =
  | { ok: true; amountReceived: bigint; payer: string; overpaid: boolean }
  | { ok: false; reason: FailureReason; amountReceived: bigint | null; payer: string | null };


/**
 * Checks a confirmed transaction against a payment link the way Solana Pay's validateTransfer does, with
 * integer base units: it succeeded, its last instruction is a System transfer (SOL) or an SPL Token
 * transfer/transferChecked into the recipient's associated token account for the expected mint, the
 * reference is among that instruction's accounts, and the recipient's balance grew by at least the amount.
 * Returns null when the transaction does not mention the reference at all.
 */
export function validateTransfer(tx: TransactionJson, expected: ExpectedTransfer): TransferVerdict | null {
  const keys = allAccountKeys(tx);
  const refIndex = keys.indexOf(expected.reference);
  if (refIndex < 0) return null;
  const payer = keys[0] ?? null;
  const fail = (reason: FailureReason, amountReceived: bigint | null = null): TransferVerdict => ({ ok: false, reason, amountReceived, payer });

  if (!tx.meta || tx.meta.err !== null) return fail('transaction_failed');
  const instruction = tx.transaction.message.instructions.at(-1);
  if (!instruction) return fail('not_a_transfer');
  const program = keys[instruction.programIdIndex];
  const data = base58Decode(instruction.data) ?? new Uint8Array();
  const account = (i: number) => keys[instruction.accounts[i] ?? -1];
  if (!instruction.accounts.includes(refIndex)) return fail('not_a_transfer');

  if (!expected.spl) {
    const isTransfer = program === SYSTEM_PROGRAM && data.length === 12 && data[0] === 2 && data[1] === 0 && data[2] === 0 && data[3] === 0;
    if (!isTransfer) return fail(program === TOKEN_PROGRAM ? 'wrong_token' : 'not_a_transfer');
    if (account(1) !== expected.recipient) return fail('wrong_recipient');
    const index = keys.indexOf(expected.recipient);
    const received = (tx.meta.postBalances[index] ?? 0n) - (tx.meta.preBalances[index] ?? 0n);
    return settle(received, expected.amount, payer, fail);
  }

  if (program !== TOKEN_PROGRAM) return fail(program === SYSTEM_PROGRAM ? 'wrong_token' : 'not_a_transfer');
  // Token instruction 3 = Transfer [source, destination, owner]; 12 = TransferChecked [source, mint, destination, owner].
  let destination: string | undefined;
  if (data[0] === 3 && data.length === 9) destination = account(1);
  else if (data[0] === 12 && data.length === 10) {
    if (account(1) !== expected.spl.mint) return fail('wrong_token');
    destination = account(2);
  } else return fail('not_a_transfer');

  const destIndex = keys.indexOf(destination ?? '');
  const post = tx.meta.postTokenBalances?.find((b) => b.accountIndex === destIndex);
  const pre = tx.meta.preTokenBalances?.find((b) => b.accountIndex === destIndex);
  if (!post || post.mint !== expected.spl.mint) return fail('wrong_token');
  if (destination !== expected.spl.recipientTokenAccount || (post.owner !== undefined && post.owner !== expected.recipient)) {
    return fail('wrong_recipient');
  }
  const received = BigInt(post.uiTokenAmount.amount) - BigInt(pre?.uiTokenAmount.amount ?? '0');
  return settle(received, expected.amount, payer, fail);
}

function settle(
  received: bigint,
  amount: bigint,
  payer: string | null,
  fail: (reason: FailureReason, amountReceived: bigint | null) => TransferVerdict,
): TransferVerdict {
  if (received < amount) return fail('underpaid', received);
  return { ok: true, amountReceived: received, payer: payer ?? '', overpaid: received > amount };
}
