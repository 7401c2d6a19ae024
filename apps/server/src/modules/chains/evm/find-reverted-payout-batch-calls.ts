import { decodeFunctionData, type PublicClient } from 'viem';
import { payoutBatchAbi } from '@paylink/localnet';
import type { EvmHead } from '../../../config/app-config';
import { confirmedBlock } from './confirmed-block';

/**
 * Calls of the payout batch contract that tried to pay `to` exactly `amount` of `token` (null: the native coin) and
 * reverted, confirmed at the network's depth, from `fromBlock` on; oldest first. A reverted call leaves no event, so
 * the blocks' transactions to the contract are read and their receipts checked (the contract is only on the local
 * chains, whose blocks are few).
 */
export async function findRevertedPayoutBatchCalls(
  client: PublicClient,
  opts: {
    contract: string;
    token: string | null;
    to: string;
    amount: bigint;
    fromBlock: bigint;
    confirmations: number;
    head: EvmHead;
  },
): Promise<string[]> {
  const toBlock = await confirmedBlock(client, opts.confirmations, opts.head);
  const contract = opts.contract.toLowerCase();
  const token = (opts.token ?? '0x0000000000000000000000000000000000000000').toLowerCase();
  const reverted: string[] = [];
  for (let n = opts.fromBlock; n <= toBlock; n++) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true });
    for (const tx of block.transactions) {
      if (tx.to?.toLowerCase() !== contract || !triesToPay(tx.input, token, opts.to.toLowerCase(), opts.amount))
        continue;
      const receipt = await client.getTransactionReceipt({ hash: tx.hash });
      if (receipt.status === 'reverted') reverted.push(tx.hash);
    }
  }
  return reverted;
}

/** Whether `input` is a call of `pay` with a transfer of exactly `amount` of `token` to `to` (all lower case). */
function triesToPay(input: `0x${string}`, token: string, to: string, amount: bigint): boolean {
  try {
    const { functionName, args } = decodeFunctionData({ abi: payoutBatchAbi, data: input });
    if (functionName !== 'pay') return false;
    const [tokens, recipients, amounts] = args;
    return recipients.some(
      (r, i) => r.toLowerCase() === to && tokens[i]?.toLowerCase() === token && amounts[i] === amount,
    );
  } catch {
    return false;
  }
}
