import { payEip681Request } from '@paylink/localnet';
import type { EvmNetworkConfig } from '../../../config/app-config';
import { AppError } from '../../../lib/app-error';
import type { Rail } from '../chain-adapter';
import { profileTokens } from '../profile-tokens';
import { checksumAddress } from './checksum-address';
import { evmPaymentRequest } from './evm-payment-request';
import { evmPaymentUrl } from './evm-payment-url';

/** One EVM network as this server offers it: its gas coin and tokens (from config), EIP-681 requests named by a unique amount. */
export function evmRail(network: string, net: EvmNetworkConfig, offline: boolean): Rail {
  const tokens = net.tokens;
  const testWallet = offline && net.localChain;
  const requests = evmPaymentRequest(network, net.chainId);
  return {
    ...requests,
    tokens,
    walletNoun: 'an Ethereum address',
    profile: {
      network,
      name: net.name,
      addressFormat: 'evm',
      savedWallet: 'ethAddress',
      savedAccountKey: null,
      payOption: true,
      tokens: profileTokens(tokens),
      matchBy: requests.matchBy,
      chainId: net.chainId,
      confirmations: net.confirmations,
      testWallet,
      payToAddress: true,
      sendExactly: true,
      qrAlt: 'Payment QR code',
      refundClaims: false,
    },
    normalizeAddress: checksumAddress,
    x402: 'evm',
    refundRequest: ({ to, amount, asset }) =>
      evmPaymentUrl({ chainId: net.chainId, recipient: to, contract: asset, amount }),
    ...(testWallet && {
      async payWithTestWallet(link, amount) {
        const result = await payEip681Request({
          rpcUrl: net.rpcUrl,
          url: link.paymentUrl,
          amountOverride: amount,
          from: link.from,
        });
        if (!result.success) throw new AppError('BAD_REQUEST', 'The test payment failed on the local chain', 400);
        return result.hash;
      },
    }),
  };
}
