import { base64 } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import type { PayoutSigning } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { SIGNER_NETWORKS } from '../chains/bitcoin/bitcoin-networks';
import type { PayoutBatchRow, PayoutRow } from './schema';

/**
 * Bitcoin: one PSBT (BIP174) holding every unpaid payout as an output and no input: the merchant's wallet (Sparrow,
 * Electrum) adds its own coins and change, signs and broadcasts it. Paylink never sees a key or a coin.
 */
export async function bitcoinPayoutPsbt(
  deps: Deps,
  _batch: PayoutBatchRow,
  unpaid: readonly PayoutRow[],
): Promise<PayoutSigning> {
  const bitcoin = deps.config.bitcoin;
  if (!bitcoin) throw new AppError('UNSUPPORTED_NETWORK', 'bitcoin is not offered on this server', 400);
  const tx = new Transaction();
  for (const r of unpaid) tx.addOutputAddress(r.address!, r.payAmount!, SIGNER_NETWORKS[bitcoin.network]);
  return { kind: 'psbt', psbt: base64.encode(tx.toPSBT()) };
}
