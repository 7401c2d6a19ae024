import { isBitcoinAddressOn } from '@paylink/shared';
import type { BitcoinConfig } from '../../../config/app-config';
import { AppError } from '../../../lib/app-error';
import type { PaymentRequestBuilder } from '../chain-adapter';
import { allocateAmountOffset } from '../unique-amounts/allocate-amount-offset';
import { allocateReceiveAddress, derivedAddressLink } from './allocate-receive-address';
import { bitcoinPaymentUrl } from './bitcoin-payment-url';

/**
 * Bitcoin's payment requests (BIP21). A link paid at an address derived for it alone (the merchant saved an account
 * key) is named by that address and asks for its amount as it is; a link paid at the merchant's saved address is
 * named by a unique amount in satoshis, as on EVM (allocateAmountOffset).
 */
export function bitcoinPaymentRequest(net: Pick<BitcoinConfig, 'network'>): PaymentRequestBuilder {
  return {
    network: 'bitcoin',
    matchBy: 'amount',
    isAddress: (value) => isBitcoinAddressOn(value, net.network),
    requestNeedsLinkRow: true,
    assertRecipient(address) {
      if (!isBitcoinAddressOn(address, net.network)) {
        throw new AppError(
          'VALIDATION_ERROR',
          `This server takes Bitcoin on ${net.network}: the recipient must be a ${net.network} address`,
          400,
          { expectedChain: net.network },
        );
      }
    },
    freshRecipient: (tx, { accountKey, paymentId }) =>
      allocateReceiveAddress(tx, { accountKey, paymentId, network: net.network }),
    async paymentRequest(tx, { link, token, amount, now, lateWindowMs }) {
      const own = (await derivedAddressLink(tx, link.recipientAddress)) === link.id;
      const payAmount = own
        ? null
        : await allocateAmountOffset(tx, {
            paymentId: link.id,
            network: 'bitcoin',
            currency: token.symbol,
            decimals: token.decimals,
            asset: token.symbol,
            recipient: link.recipientAddress,
            amount,
            lateWindowMs,
            now,
          });
      return {
        payAmount,
        url: bitcoinPaymentUrl({
          address: link.recipientAddress,
          amountSats: payAmount ?? amount,
          label: link.label,
          message: link.message,
        }),
      };
    },
  };
}
