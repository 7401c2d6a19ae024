import { formatAmount, isSolanaAddress } from '@paylink/shared';
import type { PaymentRequestBuilder } from '../chain-adapter';
import { solanaPayUrl } from './solana-pay-url';

/**
 * Solana's payment requests: a transaction carrying the link's reference key names it (the transaction counts as
 * a whole), so the request is the Solana Pay URL for the amount with that reference.
 */
export const solanaPaymentRequest: PaymentRequestBuilder = {
  network: 'solana',
  matchBy: 'reference',
  isAddress: isSolanaAddress,
  requestNeedsLinkRow: false,
  paymentRequest: (_tx, { link, token, amount }) => {
    if (link.reference === null) throw new Error('a Solana payment request needs its reference key');
    return Promise.resolve({
      payAmount: null,
      url: solanaPayUrl({
        recipient: link.recipientAddress,
        amount: formatAmount(amount, token.decimals),
        splToken: token.mint,
        reference: link.reference,
        label: link.label,
        message: link.message,
        memo: link.id,
      }),
    });
  },
};
