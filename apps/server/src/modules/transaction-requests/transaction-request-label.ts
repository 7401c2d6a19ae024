import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { getPayment } from '../payments/links/get-payment';
import { networkRails } from '../chains/payment-requests';

/** GET of a Solana Pay transaction request: the label and icon a wallet shows before asking for the transaction. */
export async function transactionRequestLabel(
  deps: Pick<Deps, 'db' | 'config'>,
  paymentId: string,
): Promise<{ label: string; icon: string }> {
  const link = await getPayment(deps.db, paymentId);
  if (!networkRails(deps.config).get(link.network)?.transactionRequestUrl)
    throw new AppError('NOT_FOUND', 'This payment link is not paid on Solana.', 404);
  return { label: link.label, icon: `${deps.config.appUrl}/api/solana-pay-icon.svg` };
}
