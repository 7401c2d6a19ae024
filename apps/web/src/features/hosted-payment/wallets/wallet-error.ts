/** Why a browser wallet did not pay, in words for the customer (shown as a toast; the link stays payable). */
export class WalletPaymentError extends Error {}

/** EIP-1193's "user rejected the request"; Solana wallets answer the same code or say so in words. */
const USER_REJECTED = 4001;

export const REJECTED_TEXT = 'The wallet declined the request: nothing was sent.';
export const NO_FUNDS_TEXT = 'This wallet does not hold enough for this payment and its network fee.';

/** The customer's reason for `error`: declined in the wallet, not enough funds, or what the wallet or Paylink said. */
export function walletErrorText(error: unknown): string {
  if (error instanceof WalletPaymentError) return error.message;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (code === USER_REJECTED || /reject|denied|declined|cancel/i.test(text)) return REJECTED_TEXT;
  if (/insufficient|exceeds balance|not enough/i.test(text)) return NO_FUNDS_TEXT;
  return text ? `The wallet could not pay: ${text}` : 'The wallet could not pay. Try again, or scan the QR code.';
}
