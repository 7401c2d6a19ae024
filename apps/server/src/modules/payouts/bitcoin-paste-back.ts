import { formatAmount } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { EsploraError } from '../chains/bitcoin/esplora-client';
import { signedBitcoinTransaction, SignedTransactionError } from '../chains/bitcoin/signed-bitcoin-transaction';
import type { PayoutRow } from './schema';

const BTC_DECIMALS = 8;
const refuse = (msg: string) => new AppError('VALIDATION_ERROR', msg, 400, { details: [{ msg, path: 'transaction' }] });

/**
 * Bitcoin: the transaction the merchant's wallet signed, pasted back (raw hex or signed PSBT), checked to be the
 * batch: each unpaid payout's output (its address, its exact amount) once, and besides them at most one output, the
 * wallet's change. Then broadcast through Esplora; the watcher marks each payout PAID once it is confirmed. 400 for
 * anything else (another recipient, another amount, a missing payout, an unsigned PSBT, the network's refusal).
 */
export async function broadcastBitcoinPayouts(deps: Deps, unpaid: readonly PayoutRow[], pasted: string) {
  const bitcoin = deps.bitcoin;
  if (!bitcoin) throw new AppError('UNSUPPORTED_NETWORK', 'bitcoin is not offered on this server', 400);
  let signed;
  try {
    signed = signedBitcoinTransaction(pasted, bitcoin.config.network);
  } catch (error) {
    if (error instanceof SignedTransactionError) throw refuse(error.message);
    throw error;
  }
  const left = [...signed.outputs];
  for (const payout of unpaid) {
    const at = left.findIndex(
      (o) => o.address?.toLowerCase() === payout.address!.toLowerCase() && o.amount === payout.payAmount,
    );
    if (at < 0)
      throw refuse(
        `This transaction does not pay the batch: ${payout.address} should get exactly ${formatAmount(payout.payAmount!, BTC_DECIMALS)} BTC`,
      );
    left.splice(at, 1);
  }
  if (left.length > 1)
    throw refuse('This transaction pays more than the batch and one change output: sign the batch’s PSBT as it is');
  try {
    return await bitcoin.esplora.broadcast(signed.hex);
  } catch (error) {
    if (error instanceof EsploraError) throw refuse(`The Bitcoin network refused this transaction: ${error.message}`);
    throw error;
  }
}
