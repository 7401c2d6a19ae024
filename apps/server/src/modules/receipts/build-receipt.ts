import { FIAT_DECIMALS, formatAmount, txExplorer, type Receipt } from '@paylink/shared';
import type { Deps } from '../../deps';
import { publicClientConfig } from '../../config/public-client-config';
import { AppError } from '../../lib/app-error';
import { getPayment } from '../payments/links/get-payment';
import { tokenDecimals } from '../payments/links/payment-dto';
import { merchantNameOf } from '../payments/links/merchant-names';
import { listRefunds } from '../refunds/list-refunds';

/** The page a receipt lives on (also the receipt's `resourceUrl`). */
export const receiptUrl = (appUrl: string, paymentId: string) => `${appUrl}/receipt/${encodeURIComponent(paymentId)}`;

/**
 * What a COMPLETED merchant link's receipt states, as the link and its refunds are now (money as decimal strings).
 * Anything else (an open, expired or failed link, a credit purchase) has no receipt: 404, as for no such payment.
 */
export async function buildReceipt(
  deps: Pick<Deps, 'db' | 'config'>,
  paymentId: string,
  now = new Date(),
): Promise<Receipt> {
  const payment = await getPayment(deps.db, paymentId);
  if (payment.status !== 'COMPLETED' || payment.purpose !== 'link' || !payment.txId || !payment.completedAt) {
    throw new AppError('NOT_FOUND', 'No receipt: this payment is not completed', 404);
  }
  const decimals = tokenDecimals(payment.currency);
  // A deleted merchant's payment keeps its receipt (its refunds went with the account).
  const refunds = payment.accountId ? await listRefunds(deps.db, payment.accountId, payment.id) : [];
  const explorer = txExplorer(payment.network, publicClientConfig(deps.config));
  return {
    version: 1,
    paymentId: payment.id,
    status: 'COMPLETED',
    label: payment.label,
    amount: formatAmount(payment.payAmount ?? payment.amount, decimals),
    currency: payment.currency,
    asset: payment.asset,
    amountReceived: formatAmount(payment.amountReceived ?? 0n, decimals),
    fiat:
      payment.priceCents !== null && payment.priceCurrency
        ? { amount: formatAmount(payment.priceCents, FIAT_DECIMALS), currency: payment.priceCurrency }
        : null,
    network: payment.network,
    transaction: payment.txId,
    explorerUrl: explorer?.url(payment.txId) ?? null,
    payer: payment.payerAddress,
    recipient: payment.recipientAddress,
    merchant: payment.accountId,
    merchantName: payment.accountId ? await merchantNameOf(deps.db, payment.accountId) : null,
    paidAt: payment.completedAt.toISOString(),
    resourceUrl: receiptUrl(deps.config.appUrl, payment.id),
    refunds: refunds.map((r) => ({
      amount: r.amount,
      currency: r.currency,
      status: r.status,
      transaction: r.signature,
      completedAt: r.completedAt,
    })),
    iat: Math.floor(now.getTime() / 1000),
  };
}
