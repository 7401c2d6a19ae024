import { encodeFunctionData, type PublicClient } from 'viem';
import { LOCAL_PAYOUT_BATCH_ADDRESS, payoutBatchAbi } from '@paylink/localnet';
import type { EvmNetworkConfig } from '../../../config/app-config';
import type { PayoutBatches, PayoutBatchKey, PayoutTransfer } from '../payout-batches';
import { evmPaymentUrl } from './evm-payment-url';
import { findPayoutBatchPayments } from './find-payout-batch-payments';
import { findRevertedPayoutBatchCalls } from './find-reverted-payout-batch-calls';

const NATIVE = '0x0000000000000000000000000000000000000000';

export type EvmPayoutNet = Pick<EvmNetworkConfig, 'chainId' | 'confirmations' | 'head' | 'localChain'>;

/**
 * EVM: the merchant approves Paylink's batch contract for each token's total, then makes one call of `pay` sending
 * the native total as its value; or, as a fallback, pays one EIP-681 request per recipient. The watcher reads the
 * contract's Paid events, confirmed at the network's depth, from the block the batch was made at; a call of it that
 * reverted fails the payouts it tried to pay. The contract is placed on the local chains; elsewhere it is not
 * deployed yet (the fallback pays).
 */
export function evmPayouts(client: PublicClient, net: EvmPayoutNet): PayoutBatches {
  const contract = net.localChain ? LOCAL_PAYOUT_BATCH_ADDRESS : null;
  const search =
    (find: typeof findPayoutBatchPayments) =>
    (batch: PayoutBatchKey, t: PayoutTransfer): Promise<string[]> =>
      contract
        ? find(client, {
            contract,
            token: t.asset,
            to: t.to,
            amount: t.amount,
            fromBlock: batch.fromBlock ?? 0n,
            confirmations: net.confirmations,
            head: net.head,
          })
        : Promise.resolve([]);
  return {
    async sign(_batch, transfers) {
      const approvals = new Map<string, bigint>();
      let value = 0n;
      for (const t of transfers) {
        if (t.asset) approvals.set(t.asset, (approvals.get(t.asset) ?? 0n) + t.amount);
        else value += t.amount;
      }
      const args = [
        transfers.map((t) => (t.asset ?? NATIVE) as `0x${string}`),
        transfers.map((t) => t.to as `0x${string}`),
        transfers.map((t) => t.amount),
      ] as const;
      return {
        kind: 'evm-contract',
        chainId: net.chainId,
        contract,
        approvals: [...approvals].map(([token, amount]) => ({ token, amount: amount.toString() })),
        data: contract ? encodeFunctionData({ abi: payoutBatchAbi, functionName: 'pay', args }) : null,
        value: value.toString(),
        fallback: transfers.map((t) =>
          evmPaymentUrl({ chainId: net.chainId, recipient: t.to, contract: t.asset, amount: t.amount }),
        ),
      };
    },
    find: search(findPayoutBatchPayments),
    findFailed: search(findRevertedPayoutBatchCalls),
    startBlock: () => client.getBlockNumber(),
  };
}
