import {
  address,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Transaction,
  type TransactionSigner,
} from '@solana/kit';
import type { TransactionRequestPart } from '../adapter-parts';
import { assertFeeOnlySponsor } from './assert-fee-only-sponsor';
import { associatedTokenAccount, buildTransferTransaction } from './build-transfer-transaction';
import { priorityFee } from './priority-fee';
import type { SolanaRpc } from './solana-rpc';

async function simulationError(rpc: SolanaRpc, transaction: Transaction): Promise<unknown> {
  const { value } = await rpc
    .simulateTransaction(getBase64EncodedWireTransaction(transaction), {
      encoding: 'base64',
      sigVerify: false,
      replaceRecentBlockhash: false,
    })
    .send();
  return value.err;
}

/** Solana Pay transaction requests over `rpc` (the node's default commitment, as a wallet reads it). */
export function solanaTransactionRequest(rpc: SolanaRpc): TransactionRequestPart {
  return {
    async hasTokenAccount(owner, mint) {
      const ata = await associatedTokenAccount(address(owner), address(mint));
      const { value } = await rpc.getAccountInfo(ata, { encoding: 'base64' }).send();
      return value !== null;
    },
    async holds(owner, mint) {
      if (!mint) return BigInt((await rpc.getBalance(address(owner)).send()).value);
      const ata = await associatedTokenAccount(address(owner), address(mint));
      return rpc
        .getTokenAccountBalance(ata)
        .send()
        .then(({ value }) => BigInt(value.amount))
        .catch(() => 0n);
    },
    async priorityPrice({ feePayer, account, recipient, mint, max }) {
      const writable = [
        address(feePayer),
        await associatedTokenAccount(address(account), address(mint)),
        await associatedTokenAccount(address(recipient), address(mint)),
      ];
      return priorityFee(await rpc.getRecentPrioritizationFees(writable).send(), max);
    },
    async transfer(input) {
      const { value: blockhash } = await rpc.getLatestBlockhash().send();
      const transaction = await buildTransferTransaction({
        feePayer: input.feePayer,
        account: address(input.account),
        recipient: address(input.recipient),
        amount: input.amount,
        token: input.token && { mint: address(input.token.mint), decimals: input.token.decimals },
        reference: address(input.reference),
        memo: input.memo,
        blockhash,
        priority: input.priority,
      });
      const sponsored = typeof input.feePayer !== 'string';
      if (sponsored) assertFeeOnlySponsor(transaction, (input.feePayer as TransactionSigner).address);
      return {
        wire: getBase64EncodedWireTransaction(transaction),
        signature: sponsored ? getSignatureFromTransaction(transaction) : null,
        simulationError: await simulationError(rpc, transaction),
      };
    },
  };
}
