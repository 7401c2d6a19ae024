import type { PublicClient } from 'viem';
import { payoutBatchAbi } from '@paylink/localnet';
import type { EvmHead } from '../../../config/app-config';
import { confirmedBlock } from './confirmed-block';

/**
 * Transactions in which the payout batch contract paid `to` exactly `amount` of `token` (null: the native coin),
 * confirmed at the network's depth, from `fromBlock` on; oldest first. The contract's Paid event is the only trace
 * of a native payout (an internal transfer), and its token payouts only ever moved the caller's own tokens.
 */
export async function findPayoutBatchPayments(
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
  if (toBlock < opts.fromBlock) return [];
  const logs = await client.getContractEvents({
    address: opts.contract as `0x${string}`,
    abi: payoutBatchAbi,
    eventName: 'Paid',
    args: {
      token: (opts.token ?? '0x0000000000000000000000000000000000000000') as `0x${string}`,
      to: opts.to as `0x${string}`,
    },
    fromBlock: opts.fromBlock,
    toBlock,
  });
  return logs.filter((log) => log.args.amount === opts.amount).map((log) => log.transactionHash);
}
