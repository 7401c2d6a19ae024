import { base64 } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { formatAmount, REFUND_TTL_MS } from '@paylink/shared';
import type { BitcoinConfig } from '../../../config/app-config';
import { AppError } from '../../../lib/app-error';
import type { PayoutBatches } from '../payout-batches';
import { SIGNER_NETWORKS } from './bitcoin-networks';
import { EsploraError, type EsploraClient } from './esplora-client';
import { findBitcoinRefund } from './find-bitcoin-refund';
import { signedBitcoinTransaction, SignedTransactionError } from './signed-bitcoin-transaction';

const BTC_DECIMALS = 8;
const refuse = (msg: string) => new AppError('VALIDATION_ERROR', msg, 400, { details: [{ msg, path: 'transaction' }] });

/**
 * Bitcoin: one PSBT (BIP174) holding every payout as an output and no input: the merchant's wallet (Sparrow,
 * Electrum) adds its own coins and change, signs and broadcasts it, or it is pasted back. Paylink never sees a key
 * or a coin. A payout is paid by an output of exactly its amount to its address, confirmed at the depth rule, since
 * the batch was made.
 */
export function bitcoinPayouts(esplora: EsploraClient, net: BitcoinConfig): PayoutBatches {
  return {
    async sign(_batch, transfers) {
      const tx = new Transaction();
      for (const t of transfers) tx.addOutputAddress(t.to, t.amount, SIGNER_NETWORKS[net.network]);
      return { kind: 'psbt', psbt: base64.encode(tx.toPSBT()) };
    },
    async find(batch, t) {
      const search = await findBitcoinRefund(esplora, net.confirmations, {
        reference: null,
        from: '',
        to: t.to,
        asset: null,
        amount: t.amount,
        scannedBlock: null,
        // A refund's search starts when it was prepared (its expiry less its time to live): here, when the batch was made.
        expiresAt: new Date(batch.createdAt.getTime() + REFUND_TTL_MS),
      });
      return search.txIds;
    },
    /**
     * A batch transaction pasted back that will never confirm: one of its coins is spent, deep enough, by another
     * transaction (a replacement, a double spend) that does not pay `t` (one that does, find() pays it with).
     */
    async findFailed(batch, t) {
      if (!batch.pasted || (await esplora.txStatus(batch.pasted.txId))?.confirmed) return [];
      const deep = (await esplora.tipHeight()) - net.confirmations + 1;
      for (const coin of batch.pasted.spends) {
        const [txid, vout] = coin.split(':');
        const spent = await esplora.outspend(txid!, Number(vout));
        if (!spent.spent || !spent.txid || spent.txid === batch.pasted.txId) continue;
        if (!spent.status?.confirmed || (spent.status.block_height ?? Infinity) > deep) continue;
        const spender = await esplora.tx(spent.txid);
        const pays = spender?.vout.some(
          (o) => o.scriptpubkey_address?.toLowerCase() === t.to.toLowerCase() && BigInt(o.value) === t.amount,
        );
        if (spender && !pays) return [spent.txid];
      }
      return [];
    },
    /**
     * The transaction the merchant's wallet signed, pasted back (raw hex or signed PSBT), checked to be the batch:
     * each payout's output (its address, its exact amount) once, and besides them at most one output, the wallet's
     * change. Then broadcast through Esplora. 400 for anything else (another recipient, another amount, a missing
     * payout, an unsigned PSBT, the network's refusal).
     */
    async pasteBack(transfers, pasted) {
      let signed;
      try {
        signed = signedBitcoinTransaction(pasted, net.network);
      } catch (error) {
        if (error instanceof SignedTransactionError) throw refuse(error.message);
        throw error;
      }
      const left = [...signed.outputs];
      for (const t of transfers) {
        const at = left.findIndex((o) => o.address?.toLowerCase() === t.to.toLowerCase() && o.amount === t.amount);
        if (at < 0)
          throw refuse(
            `This transaction does not pay the batch: ${t.to} should get exactly ${formatAmount(t.amount, BTC_DECIMALS)} BTC`,
          );
        left.splice(at, 1);
      }
      if (left.length > 1)
        throw refuse('This transaction pays more than the batch and one change output: sign the batch’s PSBT as it is');
      try {
        return { txId: await esplora.broadcast(signed.hex), spends: signed.spends };
      } catch (error) {
        if (error instanceof EsploraError)
          throw refuse(`The Bitcoin network refused this transaction: ${error.message}`);
        throw error;
      }
    },
  };
}
