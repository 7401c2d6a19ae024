import { bitcoinTransferFinality } from './bitcoin-transfer-finality';
import type { BitcoinConfig } from '../../../config/app-config';
import type { ChainAdapter } from '../chain-adapter';
import { findAmountHolder } from '../unique-amounts/find-amount-holder';
import { bitcoinPaymentRequest } from './bitcoin-payment-request';
import { bitcoinPayouts } from './bitcoin-payouts';
import type { EsploraClient } from './esplora-client';
import { REFUND_TTL_MS } from '@paylink/shared';
import { findBitcoinRefund } from './find-bitcoin-refund';
import { observeBitcoin } from './observe-bitcoin';

/**
 * Bitcoin through an Esplora API: a link is paid at an address derived for it alone (its transfers carry its
 * reference) or at the merchant's saved address with its unique amount; final at a depth of `confirmations` blocks.
 * Shallower transfers, mempool ones included, are reported too (payments shows them as seen, never counts them).
 */
export function bitcoinAdapter(esplora: EsploraClient, net: BitcoinConfig): ChainAdapter {
  return {
    ...bitcoinPaymentRequest(net),
    finality: { rule: 'depth', confirmations: net.confirmations, safeHead: false },
    amountHolder: (tx, t) =>
      t.amount === null
        ? Promise.resolve(null)
        : findAmountHolder(tx, { network: 'bitcoin', asset: 'BTC', recipient: t.to, payAmount: t.amount }),
    observe: (db, input) => observeBitcoin(db, esplora, net, input),
    transferFinality: (txIds) => bitcoinTransferFinality(esplora, txIds),
    findRefund: (refund) => findBitcoinRefund(esplora, net.confirmations, refund),
    // A refund's search reads outputs of the amount to the address since it was prepared: here, since `since`.
    findTransfersTo: async ({ to, amount, since }) =>
      (
        await findBitcoinRefund(esplora, net.confirmations, {
          reference: null,
          from: '',
          to,
          asset: null,
          amount,
          scannedBlock: null,
          expiresAt: new Date(since.getTime() + REFUND_TTL_MS),
        })
      ).txIds,
    balance: (address) => esplora.addressBalance(address),
    payouts: bitcoinPayouts(esplora, net),
    // Each round costs requests to a rate-limited host: Bitcoin is watched at its own pace (BITCOIN_WATCH_INTERVAL_MS).
    watchIntervalMs: net.watchIntervalMs,
  };
}
