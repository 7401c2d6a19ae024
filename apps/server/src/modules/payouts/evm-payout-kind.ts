import { encodeFunctionData, type PublicClient } from 'viem';
import { LOCAL_PAYOUT_BATCH_ADDRESS, payoutBatchAbi } from '@paylink/localnet';
import type { EvmNetwork } from '@paylink/shared';
import type { AppConfig, EvmNetworkConfig } from '../../config/app-config';
import { AppError } from '../../lib/app-error';
import { paymentRequestBuilder } from '../chains/payment-requests';
import type { ChainConnections } from '../chains/chain-adapters';
import { findPayoutBatchPayments } from '../chains/evm/find-payout-batch-payments';
import { findRevertedPayoutBatchCalls } from '../chains/evm/find-reverted-payout-batch-calls';
import type { PayoutKind } from './payout-kinds';
import { payoutToken } from './payout-rails';
import type { PayoutBatchRow, PayoutRow } from './schema';

const NATIVE = '0x0000000000000000000000000000000000000000';

function network(config: AppConfig, name: string): EvmNetworkConfig {
  return (config.evm as Record<string, EvmNetworkConfig>)[name]!;
}

/** Paylink's batch contract on the network: placed on the local chains; elsewhere not deployed yet (the fallback pays). */
const batchContract = (net: EvmNetworkConfig) => (net.localChain ? LOCAL_PAYOUT_BATCH_ADDRESS : null);

function client(clients: Record<string, PublicClient | undefined>, name: string): PublicClient {
  const found = clients[name];
  if (!found) throw new AppError('SERVICE_UNAVAILABLE', `${name} cannot be reached right now`, 503);
  return found;
}

/** Runs `search` for `payout`'s transfer through the batch contract, on its batch's network from the batch's block. */
function searchBatch(
  search: typeof findPayoutBatchPayments,
  chains: ChainConnections,
  deps: { config: AppConfig },
  batch: PayoutBatchRow,
  payout: PayoutRow,
): Promise<string[]> {
  const net = network(deps.config, batch.network);
  const contract = batchContract(net);
  if (!contract) return Promise.resolve([]);
  return search(client(chains.evm as Record<string, PublicClient | undefined>, batch.network as EvmNetwork), {
    contract,
    token: payoutToken(deps.config, payout.payCurrency, batch.network).contract ?? null,
    to: payout.address!,
    amount: payout.payAmount!,
    fromBlock: batch.fromBlock ?? 0n,
    confirmations: net.confirmations,
    head: net.head,
  });
}

/**
 * EVM: the merchant approves the batch contract for each token's total, then makes one call of `pay` sending the
 * native total as its value; or, as a fallback, pays one EIP-681 request per recipient. The watcher reads the
 * contract's Paid events, confirmed at the network's depth, from the block the batch was made at; a call of it that
 * reverted fails the payouts it tried to pay.
 */
export const evmPayoutKind: PayoutKind = {
  async sign(deps, batch, unpaid) {
    const net = network(deps.config, batch.network);
    const rail = paymentRequestBuilder(deps.config, batch.network);
    const contract = batchContract(net);
    const transfers = unpaid.map((r) => {
      const token = payoutToken(deps.config, r.payCurrency, batch.network);
      return { row: r, token, contract: token.contract ?? null };
    });
    const approvals = new Map<string, bigint>();
    let value = 0n;
    for (const t of transfers) {
      if (t.contract) approvals.set(t.contract, (approvals.get(t.contract) ?? 0n) + t.row.payAmount!);
      else value += t.row.payAmount!;
    }
    const args = [
      transfers.map((t) => (t.contract ?? NATIVE) as `0x${string}`),
      transfers.map((t) => t.row.address as `0x${string}`),
      transfers.map((t) => t.row.payAmount!),
    ] as const;
    return {
      kind: 'evm-contract',
      chainId: net.chainId,
      contract,
      approvals: [...approvals].map(([token, amount]) => ({ token, amount: amount.toString() })),
      data: contract ? encodeFunctionData({ abi: payoutBatchAbi, functionName: 'pay', args }) : null,
      value: value.toString(),
      fallback: transfers.map((t) =>
        rail.refundRequest({
          refundId: t.row.id,
          to: t.row.address!,
          amount: t.row.payAmount!,
          decimals: t.token.decimals,
          asset: t.contract,
          reference: batch.reference!,
          label: t.row.name,
        }),
      ),
    };
  },
  find: (chains, deps, batch, payout) => searchBatch(findPayoutBatchPayments, chains, deps, batch, payout),
  findFailed: (chains, deps, batch, payout) => searchBatch(findRevertedPayoutBatchCalls, chains, deps, batch, payout),
  async fromBlock(deps, name) {
    return client(deps.evm as Record<string, PublicClient | undefined>, name).getBlockNumber();
  },
};
