import { isEthereumAddress } from '@paylink/shared';
import type { PaymentRequestBuilder } from '../chain-adapter';
import { allocateAmountOffset } from '../unique-amounts/allocate-amount-offset';
import { evmPaymentUrl } from './evm-payment-url';

/**
 * An EVM network's payment requests: transfers carry no reference, so each transfer's exact unique amount names
 * its link. A request allocates a new unique pay amount for the amount and token, and asks for it by EIP-681 on
 * the network's chain id (an earlier amount of the link is its caller's business).
 */
export function evmPaymentRequest(network: string, chainId: number): PaymentRequestBuilder {
  return {
    network,
    matchBy: 'amount',
    isAddress: isEthereumAddress,
    requestNeedsLinkRow: true,
    async paymentRequest(tx, { link, token, amount, now, lateWindowMs }) {
      const payAmount = await allocateAmountOffset(tx, {
        paymentId: link.id,
        network,
        currency: token.symbol,
        decimals: token.decimals,
        asset: token.contract ?? token.symbol,
        recipient: link.recipientAddress,
        amount,
        lateWindowMs,
        now,
      });
      return {
        payAmount,
        url: evmPaymentUrl({
          chainId,
          recipient: link.recipientAddress,
          contract: token.contract ?? null,
          amount: payAmount,
        }),
      };
    },
  };
}
