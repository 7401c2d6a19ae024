import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  upgradeRoleToSigner,
  type Address,
  type Instruction,
} from '@solana/kit';
import { getAddMemoInstruction } from '@solana-program/memo';
import { getTransferSolInstruction } from '@solana-program/system';
import { findAssociatedTokenPda, getTransferCheckedInstruction } from '@solana-program/token';
import { parseAmount, solanaTokenProgram } from '@paylink/shared';
import { WalletPaymentError } from './wallet-error';

const SOL_DECIMALS = 9;

/** A Solana Pay transfer request (https://docs.solanapay.com/spec) read back: what the transaction must do. */
export interface TransferRequest {
  recipient: Address;
  amount: bigint;
  /** The token's mint and decimals; null for SOL. */
  token: { mint: Address; decimals: number } | null;
  references: Address[];
  memo: string | null;
}

/** Reads the page's transfer request; `decimalsOf` names a mint's decimals (the network's token list). */
export function readTransferRequest(url: string, decimalsOf: (mint: string) => number | undefined): TransferRequest {
  const unpayable = new WalletPaymentError('This link cannot be paid from a browser wallet: scan the QR code instead.');
  const parsed = new URL(url);
  const mint = parsed.searchParams.get('spl-token');
  const decimals = mint ? decimalsOf(mint) : SOL_DECIMALS;
  const amount = parseAmount(parsed.searchParams.get('amount') ?? '', decimals ?? 0);
  if (parsed.protocol !== 'solana:' || decimals === undefined || !amount.ok) throw unpayable;
  return {
    recipient: address(parsed.pathname),
    amount: amount.value,
    token: mint ? { mint: address(mint), decimals } : null,
    references: parsed.searchParams.getAll('reference').map((reference) => address(reference)),
    memo: parsed.searchParams.get('memo'),
  };
}

async function tokenAccount(owner: Address, mint: Address): Promise<Address> {
  const [account] = await findAssociatedTokenPda({ owner, mint, tokenProgram: solanaTokenProgram(mint) as Address });
  return account;
}

/** The transfer instruction, signed by the payer, with the references as read-only keys (the watcher finds them). */
async function transferInstruction(request: TransferRequest, payer: Address): Promise<Instruction> {
  const { token } = request;
  const ix: Instruction = token
    ? getTransferCheckedInstruction(
        {
          source: await tokenAccount(payer, token.mint),
          mint: token.mint,
          destination: await tokenAccount(request.recipient, token.mint),
          authority: payer,
          amount: request.amount,
          decimals: token.decimals,
        },
        { programAddress: solanaTokenProgram(token.mint) as Address },
      )
    : getTransferSolInstruction({ source: payer as never, destination: request.recipient, amount: request.amount });
  // The program clients take a bare address as a multisig owner (no signer); the wallet signs the transfer.
  const accounts = (ix.accounts ?? []).map((meta) =>
    meta.address === payer ? { ...meta, role: upgradeRoleToSigner(meta.role) } : meta,
  );
  return {
    ...ix,
    accounts: [
      ...accounts,
      ...request.references.map((reference) => ({ address: reference, role: AccountRole.READONLY })),
    ],
  };
}

/**
 * The exact transfer the request asks for, from `payer` (who pays the fee too), as wire bytes for the wallet to sign
 * and send: the transfer with its references, then the memo, on a blockhash read from `rpcUrl`.
 */
export async function solanaTransferTransaction(
  rpcUrl: string,
  request: TransferRequest,
  payer: string,
): Promise<Uint8Array> {
  const feePayer = address(payer);
  const instructions = [
    await transferInstruction(request, feePayer),
    ...(request.memo ? [getAddMemoInstruction({ memo: request.memo })] : []),
  ];
  const { value: blockhash } = await createSolanaRpc(rpcUrl).getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}
