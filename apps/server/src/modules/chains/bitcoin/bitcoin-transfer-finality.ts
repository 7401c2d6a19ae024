import type { TransferFinality } from '../chain-adapter';
import type { EsploraClient } from './esplora-client';

/** Bitcoin's final rule: this many blocks on the best chain (the transaction's own included). */
export const BITCOIN_FINAL_CONFIRMATIONS = 6;

/**
 * Bitcoin transactions 6 blocks deep are final. One no longer in a block (back in the mempool after a reorg, or
 * replaced and unknown) is gone: the counted transfer left the chain.
 */
export async function bitcoinTransferFinality(
  esplora: EsploraClient,
  txIds: readonly string[],
): Promise<Map<string, TransferFinality>> {
  const tip = await esplora.tipHeight();
  const result = new Map<string, TransferFinality>();
  for (const txId of txIds) {
    const status = await esplora.txStatus(txId);
    if (!status?.confirmed || status.block_height === undefined) result.set(txId, 'gone');
    else result.set(txId, tip - status.block_height + 1 >= BITCOIN_FINAL_CONFIRMATIONS ? 'final' : 'pending');
  }
  return result;
}
