import { getAddress, type PublicClient } from 'viem';
import { NATIVE_ASSET, type EvmTransfer } from './evm-transfer';

/**
 * The gas coin (ETH, POL) sent to any of `recipients` by transactions in blocks [fromBlock, toBlock]: each block is read with its
 * transactions, and a transaction with value to a recipient counts only if its receipt says it succeeded.
 * ETH moved by a contract's internal call appears in no transaction's `to`/`value`: finding it needs a provider
 * with traces (see README).
 */
export async function findNativeTransfers(
  client: PublicClient,
  opts: { recipients: readonly `0x${string}`[]; fromBlock: bigint; toBlock: bigint },
): Promise<EvmTransfer[]> {
  const watched = new Set(opts.recipients.map((r) => r.toLowerCase()));
  const transfers: EvmTransfer[] = [];
  for (let number = opts.fromBlock; number <= opts.toBlock; number++) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true });
    for (const tx of block.transactions) {
      if (!tx.to || tx.value === 0n || !watched.has(tx.to.toLowerCase())) continue;
      const receipt = await client.getTransactionReceipt({ hash: tx.hash });
      if (receipt.status !== 'success') continue;
      transfers.push({
        hash: tx.hash,
        position: -1,
        blockNumber: number,
        txIndex: tx.transactionIndex,
        from: getAddress(tx.from),
        to: getAddress(tx.to),
        asset: NATIVE_ASSET,
        value: tx.value,
      });
    }
  }
  return transfers;
}
