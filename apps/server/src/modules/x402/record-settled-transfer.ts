import type { Deps } from '../../deps';
import type { ObservedTransfer } from '../chains/chain-adapter';
import { paymentRequestBuilder } from '../chains/payment-requests';
import { recordObservedTransfer } from '../payments/lifecycle/record-observed-transfer';
import { getPayment } from '../payments/links/get-payment';
import { unmatchedInbox } from '../unmatched-transfers/list-unmatched-transfer';
import { markAuthorizationSettled, type AuthorizationKey } from './authorization-claims';
import type { X402Network } from './x402-networks';

/**
 * Records a settled x402 transfer for the link it paid, through payments' one recording path (the transition table,
 * events, webhooks), keyed by transaction and position like the watcher's: x402 names the link itself (on EVM as
 * the holder of the amount, on Solana by the link's reference), so it pays it whatever its amount (the rest of a
 * partly paid link too); the watcher seeing the same transfer later records nothing.
 */
export async function recordSettledTransfer(
  deps: Deps,
  opts: { paymentId: string; network: X402Network; transfer: ObservedTransfer; key: AuthorizationKey; now: Date },
) {
  const builder = paymentRequestBuilder(deps.config, opts.network);
  const transfer =
    builder.matchBy === 'reference'
      ? { ...opts.transfer, reference: (await getPayment(deps.db, opts.paymentId)).reference }
      : opts.transfer;
  const result = await recordObservedTransfer(deps.db, transfer, {
    adapter: { ...builder, amountHolder: () => Promise.resolve(opts.paymentId) },
    inbox: unmatchedInbox,
    lateWindowMs: deps.config.latePaymentWindowMs,
    now: opts.now,
    pricing: { prices: deps.prices, quoteTtlMs: deps.config.pricing.quoteTtlMs },
  });
  await markAuthorizationSettled(deps.db, opts.key, { txHash: opts.transfer.txId, paymentId: opts.paymentId });
  return result;
}
