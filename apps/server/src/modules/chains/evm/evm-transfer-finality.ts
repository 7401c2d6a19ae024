import type { Hash, PublicClient } from 'viem';
import type { TransferFinality } from '../chain-adapter';

/**
 * EVM transactions in a block at or below the node's `finalized` tag are final (on Base, an OP Stack chain, the
 * newest L2 block derived from finalized L1 data). One whose receipt the node no longer has was reorganised away.
 */
export async function evmTransferFinality(
  client: PublicClient,
  txIds: readonly string[],
): Promise<Map<string, TransferFinality>> {
  const finalized = (await client.getBlock({ blockTag: 'finalized' })).number;
  const result = new Map<string, TransferFinality>();
  for (const txId of txIds) {
    const receipt = await client.getTransactionReceipt({ hash: txId as Hash }).catch((error: unknown) => {
      if (error instanceof Error && error.name === 'TransactionReceiptNotFoundError') return null;
      throw error;
    });
    result.set(txId, receipt === null ? 'gone' : receipt.blockNumber <= finalized ? 'final' : 'pending');
  }
  return result;
}
