import type { EvmNetwork } from '@paylink/shared';
import type { Deps } from '../../deps';
import type { ObservedTransfer } from '../chains/chain-adapter';
import { evmAdapter } from '../chains/evm/evm-adapter';
import { recordObservedTransfer } from '../payments/lifecycle/record-observed-transfer';
import { unmatchedInbox } from '../unmatched-transfers/list-unmatched-transfer';
import { markAuthorizationSettled, type AuthorizationKey } from './authorization-claims';

/**
 * Records a settled x402 transfer for the link it paid, through payments' one recording path (the transition table,
 * events, webhooks), keyed by transaction hash and log index like the watcher's: x402 names the link itself, so it
 * pays it whatever its amount (the rest of a partly paid link too); the watcher seeing the same log later records nothing.
 */
export async function recordSettledTransfer(deps: Deps, opts: { paymentId: string; network: EvmNetwork; transfer: ObservedTransfer; key: AuthorizationKey; now: Date }) {
  const adapter = evmAdapter(opts.network, deps.evm[opts.network]!, deps.config.evm[opts.network]!);
  const result = await recordObservedTransfer(deps.db, opts.transfer, {
    adapter: { ...adapter, amountHolder: () => Promise.resolve(opts.paymentId) },
    inbox: unmatchedInbox,
    lateWindowMs: deps.config.latePaymentWindowMs,
    now: opts.now,
    pricing: { prices: deps.prices, quoteTtlMs: deps.config.pricing.quoteTtlMs },
  });
  await markAuthorizationSettled(deps.db, opts.key, { txHash: opts.transfer.txId, paymentId: opts.paymentId });
  return result;
}
