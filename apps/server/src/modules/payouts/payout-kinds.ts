import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { PayoutBatches, PayoutBatchKey, PayoutTransfer } from '../chains/payout-batches';
import { chainAdapters, type ChainConnections } from '../chains/chain-adapters';
import { networkName, payoutToken } from './payout-rails';
import type { PayoutBatchRow, PayoutRow } from './schema';

/** The chain connections of the server's deps (EVM: every configured client; the watcher passes the verified ones). */
export const payoutConnections = (deps: Pick<Deps, 'config' | 'solanaRpc' | 'evm' | 'bitcoin'>): ChainConnections => ({
  solanaRpc: deps.solanaRpc,
  commitment: deps.config.solana.commitment,
  evm: deps.evm,
  evmConfig: deps.config.evm,
  bitcoin: deps.bitcoin,
});

/** How `network` pays payout batches: its adapter's payouts part (400 for a network without payout batches). */
export function payoutBatchesOn(chains: ChainConnections, network: string): PayoutBatches {
  const batches = chainAdapters(chains).get(network)?.payouts;
  if (!batches)
    throw new AppError('UNSUPPORTED_NETWORK', `Payout batches are not offered on ${networkName(network)} yet`, 400);
  return batches;
}

/** A batch as its network reads it. */
export const batchKey = (batch: PayoutBatchRow): PayoutBatchKey => ({
  id: batch.id,
  reference: batch.reference!,
  fromBlock: batch.fromBlock,
  createdAt: batch.createdAt,
  pasted: batch.pastedTx,
});

/** A payout with its address and token amount as `network` pays it (its token's mint or contract, null: the coin). */
export function payoutTransfer(deps: Pick<Deps, 'config'>, network: string, row: PayoutRow): PayoutTransfer {
  const token = payoutToken(deps.config, row.payCurrency, network);
  return {
    id: row.id,
    name: row.name,
    to: row.address!,
    amount: row.payAmount!,
    asset: token.mint ?? token.contract ?? null,
    decimals: token.decimals,
  };
}
