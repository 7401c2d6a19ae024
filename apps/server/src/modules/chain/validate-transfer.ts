import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { base58Decode, type RejectReason } from '@paylink/shared';
import { allAccountKeys, type TransactionJson } from './transaction-json';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const TOKEN_PROGRAM: string = TOKEN_PROGRAM_ADDRESS;

export interface ExpectedTransfer {
  recipient: string;
  reference: string;
  /** USDC (or another SPL token): the mint and the recipient's associated token account. */
  spl?: { mint: string; recipientTokenAccount: string };
}

/**
 * What one transaction did for one link. `counted`: the right token reached the right account, `amount` is
 * what arrived. `rejected`: it cannot pay the link; `amount`/`mint` say what it moved when readable (mint
 * null = SOL), so a merchant can see and refund it.
 */
export type TransferCheck =
  | { outcome: 'counted'; amount: bigint; mint: string | null; payer: string | null }
  | { outcome: 'rejected'; reason: RejectReason; amount: bigint | null; mint: string | null; payer: string | null };

/** A u64 little-endian at `offset` of instruction data (lamports or token base units). */
function u64At(data: Uint8Array, offset: number): bigint | null {
  if (data.length < offset + 8) return null;
  let value = 0n;
  for (let i = 7; i >= 0; i -= 1) value = (value << 8n) | BigInt(data[offset + i]!);
  return value;
}

/**
 * Checks a confirmed transaction against a payment link the way Solana Pay's validateTransfer does, with
 * integer base units: it succeeded, its last instruction is a System transfer (SOL) or an SPL Token
 * transfer/transferChecked into the recipient's associated token account for the expected mint, and the
 * reference is among that instruction's accounts. How much arrived is the recipient's balance change; whether
 * that pays the link is the lifecycle's business (payment-transitions.ts), not this check's.
 * Returns null when the transaction does not mention the reference at all.
 */
export function validateTransfer(tx: TransactionJson, expected: ExpectedTransfer): TransferCheck | null {
  const keys = allAccountKeys(tx);
  const refIndex = keys.indexOf(expected.reference);
  if (refIndex < 0) return null;
  const payer = keys[0] ?? null;
  const reject = (reason: RejectReason, amount: bigint | null = null, mint: string | null = null): TransferCheck => ({
    outcome: 'rejected',
    reason,
    amount,
    mint,
    payer,
  });
  const counted = (amount: bigint, mint: string | null): TransferCheck =>
    amount > 0n ? { outcome: 'counted', amount, mint, payer } : reject('not_a_transfer');

  if (!tx.meta || tx.meta.err !== null) return reject('transaction_failed');
  const meta = tx.meta;
  const instruction = tx.transaction.message.instructions.at(-1);
  if (!instruction || !instruction.accounts.includes(refIndex)) return reject('not_a_transfer');
  const program = keys[instruction.programIdIndex];
  const data = base58Decode(instruction.data) ?? new Uint8Array();
  const account = (i: number) => keys[instruction.accounts[i] ?? -1];

  const isSolTransfer = program === SYSTEM_PROGRAM && data.length === 12 && data[0] === 2 && data[1] === 0 && data[2] === 0 && data[3] === 0;
  // Token instruction 3 = Transfer [source, destination, owner]; 12 = TransferChecked [source, mint, destination, owner].
  const tokenKind = program !== TOKEN_PROGRAM ? null : data[0] === 3 && data.length === 9 ? 'transfer' : data[0] === 12 && data.length === 10 ? 'checked' : null;
  const tokenDestination = tokenKind === 'checked' ? account(2) : account(1);
  const tokenBalance = (list: typeof meta.postTokenBalances) => list?.find((b) => b.accountIndex === keys.indexOf(tokenDestination ?? ''));
  const tokenMint = tokenKind === 'checked' ? (account(1) ?? null) : (tokenBalance(meta.postTokenBalances)?.mint ?? null);

  if (!expected.spl) {
    if (tokenKind) return reject('wrong_token', u64At(data, 1), tokenMint);
    if (!isSolTransfer) return reject('not_a_transfer');
    if (account(1) !== expected.recipient) return reject('wrong_recipient', u64At(data, 4));
    const index = keys.indexOf(expected.recipient);
    return counted((meta.postBalances[index] ?? 0n) - (meta.preBalances[index] ?? 0n), null);
  }

  if (isSolTransfer) return reject('wrong_token', u64At(data, 4));
  if (!tokenKind) return reject('not_a_transfer');
  const sent = u64At(data, 1);
  const post = tokenBalance(meta.postTokenBalances);
  if (tokenMint !== expected.spl.mint || !post || post.mint !== expected.spl.mint) return reject('wrong_token', sent, tokenMint);
  if (tokenDestination !== expected.spl.recipientTokenAccount || (post.owner !== undefined && post.owner !== expected.recipient)) {
    return reject('wrong_recipient', sent, tokenMint);
  }
  const pre = tokenBalance(meta.preTokenBalances);
  return counted(BigInt(post.uiTokenAmount.amount) - BigInt(pre?.uiTokenAmount.amount ?? '0'), expected.spl.mint);
}
