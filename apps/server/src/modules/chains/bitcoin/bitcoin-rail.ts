import { FALLBACK_TOKENS } from '@paylink/shared';
import type { BitcoinConfig } from '../../../config/app-config';
import type { Rail } from '../chain-adapter';
import { profileTokens } from '../profile-tokens';
import { bitcoinPaymentRequest } from './bitcoin-payment-request';
import { bitcoinPaymentUrl } from './bitcoin-payment-url';
import { bitcoinRefundAddress } from './bitcoin-refund-address';
import { payWithBitcoinTestWallet } from './pay-with-bitcoin-test-wallet';

/**
 * Bitcoin as this server offers it: BTC by BIP21, at the saved address (named by a unique amount) or at a fresh
 * address of the saved account key. A payer cannot be refunded where they paid from, so a customer claims a refund.
 */
export function bitcoinRail(net: BitcoinConfig, offline: boolean): Rail {
  const tokens = FALLBACK_TOKENS.bitcoin.map((t) => ({ ...t }));
  const testWallet = offline && net.localChain;
  const requests = bitcoinPaymentRequest(net);
  return {
    ...requests,
    tokens,
    walletNoun: 'a Bitcoin address',
    profile: {
      network: 'bitcoin',
      name: 'Bitcoin',
      addressFormat: 'bitcoin',
      savedWallet: 'btcAddress',
      savedAccountKey: 'btcXpub',
      payOption: true,
      tokens: profileTokens(tokens),
      matchBy: requests.matchBy,
      chainId: null,
      confirmations: net.confirmations,
      testWallet,
      payToAddress: true,
      sendExactly: false,
      qrAlt: 'Payment QR code',
      refundClaims: true,
    },
    normalizeAddress: (address) => address,
    refundDestination: (given, recipient) => bitcoinRefundAddress(net, given, recipient),
    refundRequest: ({ to, amount, label }) =>
      bitcoinPaymentUrl({ address: to, amountSats: amount, label, message: null }),
    ...(testWallet && {
      payWithTestWallet: (link, amount) =>
        payWithBitcoinTestWallet(net.esploraUrl, link.recipientAddress, amount ?? link.payAmount),
    }),
  };
}
