import { REFUND_TTL_MS } from '@paylink/shared';
import type { RefundLookup, RefundSearch } from '../chain-adapter';
import type { EsploraClient } from './esplora-client';
import { addressTransactions } from './address-transactions';

/**
 * Transactions paying a refund: outputs of exactly its amount to the customer's address, confirmed at the depth
 * rule, made since the refund was prepared; oldest first. Bitcoin inputs do not say which wallet paid (an account
 * key's addresses are many), so the payer is not checked: the amount, the address and the time name the refund.
 */
export async function findBitcoinRefund(
  esplora: EsploraClient,
  confirmations: number,
  refund: RefundLookup,
): Promise<RefundSearch> {
  const preparedAt = new Date(refund.expiresAt.getTime() - REFUND_TTL_MS);
  const tip = await esplora.tipHeight();
  const deep = tip - confirmations + 1;
  const txs = await addressTransactions(esplora, refund.to, {
    since: preparedAt,
    alreadyRecorded: async () => new Set(),
  });
  const txIds = txs
    .filter((tx) => tx.status.confirmed && tx.status.block_height !== undefined && tx.status.block_height <= deep)
    .filter((tx) => (tx.status.block_time ?? 0) * 1000 >= preparedAt.getTime())
    .filter((tx) =>
      tx.vout.some(
        (o) => o.scriptpubkey_address?.toLowerCase() === refund.to.toLowerCase() && BigInt(o.value) === refund.amount,
      ),
    )
    .map((tx) => tx.txid);
  return {
    txIds,
    scannedTo: null,
    // The confirmed chain searched reaches the expiry once its deepest counted block is stamped at or after it.
    searchedPastExpiry: async () =>
      deep >= 0 && (await esplora.blockTime(deep)).getTime() >= refund.expiresAt.getTime(),
  };
}
