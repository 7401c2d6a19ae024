import type { MisdirectedNotice } from './misdirected-schemas';
import type { Payment } from './payment-types';

/** What a customer may see of a payment (public status endpoint and hosted page). */
export type PublicPaymentBase = Pick<
  Payment,
  | 'id'
  | 'amount'
  | 'currency'
  | 'payAmount'
  | 'payCurrency'
  | 'payCurrencies'
  | 'payOptions'
  | 'quote'
  | 'network'
  | 'label'
  | 'message'
  | 'status'
  | 'solanaPayUrl'
  | 'transactionRequestUrl'
  | 'x402Url'
  | 'receiptUrl'
  | 'finality'
  | 'finalizedAt'
  | 'paymentUrl'
  | 'checkoutUrl'
  | 'chainId'
  | 'qrCodeData'
  | 'recipientAddress'
  | 'expiresAt'
  | 'createdAt'
  | 'transactionSignature'
  | 'verifiedAt'
  | 'failureReason'
  | 'cancelledAt'
>;
export type PublicPayment = PublicPaymentBase & {
  /** While open: payments of its exact amount that arrived on another network (never counted unless the merchant accepts them). */
  misdirected: MisdirectedNotice[];
  amountReceived: string;
  amountRemaining: string;
  /** What the merchant's completed refunds paid back to the customer (decimal string in payCurrency). */
  amountRefunded: string;
  /** While open: what was seen arriving but is not final yet (Bitcoin's mempool, or too few blocks); it never counts until final. */
  amountUnconfirmed: string;
  /** While open and partly paid: a Solana Pay URL and QR for what is left (same reference). */
  remainingSolanaPayUrl: string | null;
  remainingQrCodeData: string | null;
  /** While open, on Solana: the QR of transactionRequestUrl (it always asks for what is left). */
  transactionRequestQrCodeData: string | null;
  /** While open: why the latest rejected transfer could not pay the link (never who sent it). */
  rejectedReason: string | null;
  /** The merchant being paid, by their account's name (null for a credit purchase, or once the account is deleted). */
  merchantName: string | null;
  /** The merchant's logo (served by Paylink), or null. */
  merchantLogoUrl: string | null;
  /** The merchant's accent colour (#rrggbb, AA contrast with white), or null for the default look. */
  merchantAccentColor: string | null;
  /** Where the customer goes back after paying (a pay button's return URL), else null. */
  /** Where the customer goes back after paying (the link's successUrl, or a pay button's return URL), else null. */
  returnUrl: string | null;
  /** Where the customer may go back without paying (the link's cancelUrl), else null. */
  cancelUrl: string | null;
  /** A token-priced link's amount in USD at a fresh price ("25.00"); null when fiat-priced or no fresh price (never a guess). */
  fiatEquivalent: FiatEquivalent | null;
  /** A multi-option link's amount in each option's token (null for one that cannot be priced now); null on a one-network link. */
  optionAmounts: OptionAmount[] | null;
};

export interface FiatEquivalent {
  amount: string;
  currency: 'USD';
}

export interface OptionAmount {
  network: string;
  currency: string;
  amount: string | null;
}
