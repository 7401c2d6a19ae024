import { address, type Signature } from '@solana/kit';
import type { ObservedTransfer } from '../chain-adapter';
import { associatedTokenAccount } from './build-transfer-transaction';
import { unreferencedTransfers } from './observed-solana-transfers';
import type { SolanaRpc } from './solana-rpc';
import type { TransactionJson } from './transaction-json';

/** The transfer of `asset` a settled transaction made to `recipient`, as the watcher observes a transfer carrying no reference. */
export async function solanaSettledTransfer(
  rpc: SolanaRpc,
  commitment: 'confirmed' | 'finalized',
  signature: string,
  paid: { recipient: string; asset: string; currency: string },
): Promise<ObservedTransfer> {
  const tx = await rpc
    .getTransaction(signature as Signature, { encoding: 'json', maxSupportedTransactionVersion: 0, commitment })
    .send();
  if (!tx) throw new Error(`settled transaction ${signature} is not readable at ${commitment}`);
  const tokenAccount = await associatedTokenAccount(address(paid.recipient), address(paid.asset));
  const wallets = new Map([
    [tokenAccount as string, { recipient: paid.recipient, mint: paid.asset, currency: paid.currency }],
  ]);
  const [transfer] = unreferencedTransfers(
    { signature, slot: tx.slot, index: null, tx: tx as unknown as TransactionJson },
    wallets,
  );
  if (!transfer) throw new Error(`settled transaction ${signature} paid ${paid.recipient} nothing`);
  return transfer;
}
