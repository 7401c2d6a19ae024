import { getAddress, parseAbiItem, type PublicClient } from 'viem';
import type { EvmTransfer } from './evm-transfer';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
/** Recipients per eth_getLogs call: the `to` topic is an OR list, which providers cap. */
const RECIPIENTS_PER_CALL = 100;

/**
 * ERC-20 transfers of any of `tokens` (their contracts: a token elsewhere is never read) to any of `recipients` in blocks [fromBlock, toBlock], through eth_getLogs on
 * Transfer(to = recipient): logs also catch transfers made by contracts (Safe, smart wallets, exchanges' batchers).
 */
export async function findTokenTransfers(
  client: PublicClient,
  opts: { tokens: readonly `0x${string}`[]; recipients: readonly `0x${string}`[]; fromBlock: bigint; toBlock: bigint },
): Promise<EvmTransfer[]> {
  const transfers: EvmTransfer[] = [];
  if (opts.tokens.length === 0) return transfers;
  for (let i = 0; i < opts.recipients.length; i += RECIPIENTS_PER_CALL) {
    const logs = await client.getLogs({
      address: [...opts.tokens],
      event: TRANSFER,
      args: { to: opts.recipients.slice(i, i + RECIPIENTS_PER_CALL) as `0x${string}`[] },
      fromBlock: opts.fromBlock,
      toBlock: opts.toBlock,
      strict: true,
    });
    for (const log of logs) {
      if (log.removed) continue;
      transfers.push({
        hash: log.transactionHash,
        position: log.logIndex,
        blockNumber: log.blockNumber,
        txIndex: log.transactionIndex,
        from: getAddress(log.args.from),
        to: getAddress(log.args.to),
        asset: getAddress(log.address),
        value: log.args.value,
      });
    }
  }
  return transfers;
}
