import type { PublicPayment } from './public-payment';

/** The hosted page's switch under the QR of a Solana link (SPEC text, word for word). */
export const SIMPLE_TRANSFER_SWITCH_TEXT = "Wallet doesn't support this? Show a simple transfer code";

/**
 * What the hosted page's QR and Open Wallet App carry: on an open Solana link the transaction request by default
 * (Paylink builds the transaction; USDC needs no SOL), else, or when the customer asks for `simpleTransfer`, the
 * transfer request for what is left.
 */
export function walletRequest(
  payment: PublicPayment,
  simpleTransfer: boolean,
): { kind: 'transaction' | 'transfer'; url: string; qrCodeData: string } {
  if (!simpleTransfer && payment.transactionRequestUrl && payment.transactionRequestQrCodeData) {
    return {
      kind: 'transaction',
      url: payment.transactionRequestUrl,
      qrCodeData: payment.transactionRequestQrCodeData,
    };
  }
  return {
    kind: 'transfer',
    url: payment.remainingSolanaPayUrl ?? payment.paymentUrl,
    qrCodeData: payment.remainingQrCodeData ?? payment.qrCodeData,
  };
}
