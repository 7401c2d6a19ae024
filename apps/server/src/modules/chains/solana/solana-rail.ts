import { payTransferRequest } from '@paylink/localnet';
import { formatAmount, SOLANA_TOKENS } from '@paylink/shared';
import type { AppConfig } from '../../../config/app-config';
import { AppError } from '../../../lib/app-error';
import type { Rail } from '../chain-adapter';
import { profileTokens } from '../profile-tokens';
import { assertPayableRecipient } from './assert-payable-recipient';
import { solanaPaymentRequest } from './solana-payment-request';
import { solanaPayUrl } from './solana-pay-url';
import { transactionRequestUrl } from './transaction-request-url';

/** Solana as this server offers it: SOL and the listed tokens (USDC's mint from config), Solana Pay requests named by a reference. */
export function solanaRail(config: Pick<AppConfig, 'usdcMint' | 'offline' | 'solana'>): Rail {
  const tokens = SOLANA_TOKENS.map((t) => (t.symbol === 'USDC' ? { ...t, mint: config.usdcMint } : { ...t }));
  const testWallet = config.offline && config.solana.localChain;
  return {
    ...solanaPaymentRequest,
    tokens,
    walletNoun: 'a Solana wallet address',
    profile: {
      network: 'solana',
      name: 'Solana',
      addressFormat: 'solana',
      savedWallet: 'walletAddress',
      savedAccountKey: null,
      payOption: true,
      tokens: profileTokens(tokens),
      matchBy: solanaPaymentRequest.matchBy,
      chainId: null,
      confirmations: null,
      testWallet,
      // A phone customer with no wallet on this device copies the address and amount (a hand-made transfer carries
      // no reference: it lands in the merchant's inbox, where it is assigned to the link).
      payToAddress: true,
      sendExactly: false,
      qrAlt: 'Solana Pay QR code',
      refundClaims: false,
    },
    normalizeAddress: (address) => address,
    assertPayable: (chain, address) => assertPayableRecipient(chain.solanaRpc, address),
    transactionRequestUrl,
    remainingRequest: ({ recipient, amount, asset, reference, label, message, paymentId }) => {
      if (reference === null) throw new Error('a Solana payment request needs its reference key');
      return solanaPayUrl({
        recipient,
        amount,
        splToken: asset ?? undefined,
        reference,
        label,
        message,
        memo: paymentId,
      });
    },
    x402: 'svm',
    refundRequest: ({ refundId, to, amount, decimals, asset, reference, label }) => {
      if (reference === null) throw new Error('a Solana refund request needs its reference key');
      return solanaPayUrl({
        recipient: to,
        amount: formatAmount(amount, decimals),
        splToken: asset ?? undefined,
        reference,
        label,
        memo: refundId,
      });
    },
    ...(testWallet && {
      async payWithTestWallet(link, amount) {
        const result = await payTransferRequest({
          rpcUrl: config.solana.rpcUrl,
          url: link.paymentUrl,
          amountOverride: amount,
        });
        if (result.err) throw new AppError('BAD_REQUEST', 'The test payment failed on the local chain', 400);
        return result.signature;
      },
    }),
  };
}
