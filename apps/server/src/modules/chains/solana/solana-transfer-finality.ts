import type { Signature } from '@solana/kit';
import type { TransferFinality } from '../chain-adapter';
import type { SolanaRpc } from './solana-rpc';

/** getSignatureStatuses takes at most this many signatures. */
const STATUS_BATCH = 256;

/**
 * Solana transactions at the `finalized` commitment are final. One the node no longer knows is reported `pending`,
 * never `gone`: a status missing from a node's cache is common, a dropped confirmed block very rare.
 */
export async function solanaTransferFinality(
  rpc: SolanaRpc,
  txIds: readonly string[],
): Promise<Map<string, TransferFinality>> {
  const result = new Map<string, TransferFinality>();
  for (let i = 0; i < txIds.length; i += STATUS_BATCH) {
    const batch = txIds.slice(i, i + STATUS_BATCH);
    const { value } = await rpc.getSignatureStatuses(batch as Signature[], { searchTransactionHistory: true }).send();
    batch.forEach((txId, j) => result.set(txId, value[j]?.confirmationStatus === 'finalized' ? 'final' : 'pending'));
  }
  return result;
}
