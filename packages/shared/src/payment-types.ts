import type { PaymentFinality, PaymentStatus, RefundState } from './constants';
import type { Quote } from './pricing';
import type { Refund } from './refund-schemas';
import type { ProposedRefund } from './proposed-refund-schema';
import type { PayOption } from './pay-option-schemas';
import type { PaymentTransfer } from './payment-schemas';
import type { MisdirectedTransfer } from './misdirected-schemas';

/** A payment as the merchant API returns it (SPEC section 3). */
export interface Payment {
  id: string;
  label: string;
  message: string | null;
  amount: string;
  /** In the pay token. */
  amountReceived: string | null;
  /** As priced: a token, or USD/EUR. */
  currency: string;
  /** What the chain must receive: the token amount (equal to amount/currency for a link priced in a token), plus the link's unique offset on networks that tell links apart by amount (EVM, Bitcoin at a shared address). */
  payAmount: string;
  payCurrency: string;
  /** The tokens the customer may pay in (one for a token-priced link). */
  payCurrencies: string[];
  /** Links with several networks (one checkout, any network): the options the customer chooses from; null otherwise. */
  payOptions: PayOption[] | null;
  /** For a link priced in USD/EUR: the rate that turned its price into payAmount; null otherwise. */
  quote: Quote | null;
  network: string;
  status: PaymentStatus;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  /** Solana links only (the same as paymentUrl); null on other networks. */
  solanaPayUrl: string | null;
  /** Solana links: the Solana Pay transaction-request URL (`solana:` + the URL-encoded link on the API host); null elsewhere. */
  transactionRequestUrl: string | null;
  /** While open, in USDC on a network x402 serves (Solana, each EVM network): where an agent pays over HTTP 402 (x402); null otherwise. */
  x402Url: string | null;
  /** What a wallet opens, as the network's rail builds it: Solana Pay on Solana, EIP-681 on EVM networks, BIP21 on Bitcoin. */
  paymentUrl: string;
  /** The hosted checkout page to share with the customer: `<APP_URL>/payment/<id>`. */
  checkoutUrl: string;
  /** The public receipt of a COMPLETED link: `<APP_URL>/receipt/<id>`; null before. */
  receiptUrl: string | null;
  /** EVM networks: the chain id; null on Solana. */
  chainId: number | null;
  recipientAddress: string;
  /** Solana: the link's reference key; null on networks that tell links apart by amount or address. */
  reference: string | null;
  merchantReference: string | null;
  transactionSignature: string | null;
  transactionHash: string | null;
  payerAddress: string | null;
  metadata: Record<string, unknown> | null;
  qrCodeData: string;
  webhookUrl: string | null;
  /** Where the hosted page takes the customer after paying (the link's successUrl or its pay button's return URL). */
  successUrl: string | null;
  /** Where the hosted page offers to go back without paying. */
  cancelUrl: string | null;
  completedAt: string | null;
  /** COMPLETED links: `confirmed`, then `finalized` once every transfer that paid it is final; null before. */
  finality: PaymentFinality | null;
  finalizedAt: string | null;
  verifiedAt: string | null;
  failureReason: string | null;
  /** When the merchant cancelled the link (it takes no more money); null otherwise. */
  cancelledAt: string | null;
  paidLate: boolean;
  overpaid: boolean;
  /** The link owes the customer money back: an overpayment, an excess transfer, a wrong token, or FAILED after money reached the merchant. */
  needsRefund: boolean;
  /** What is still owed back in payCurrency (decimal string, "0" when nothing): derived from the transfers and completed refunds. */
  amountOwed: string;
  /** What completed refunds paid back in payCurrency (decimal string). */
  amountRefunded: string;
  /** Paid within the merchant's underpayment tolerance: what it is short of payAmount; null otherwise. */
  shortfall: string | null;
  /** Whether completed refunds paid back part or all of what reached the link; null before any. */
  refundStatus: RefundState | null;
  /** Flagged for review: a transfer arrived from `sender`, on the address screening list; never refunded automatically. */
  screeningFlag: { sender: string; flaggedAt: string } | null;
}

/** The merchant's view of one payment: every transfer, oldest first. */
export interface PaymentDetail extends Payment {
  /** The most a refund of the link as a whole may be, in payCurrency: what arrived minus completed and pending refunds. */
  amountRefundable: string;
  /** What a refund of the link as a whole would be, were the merchant to prepare one now. */
  proposedRefund: ProposedRefund;
  transfers: PaymentTransfer[];
  unconfirmedTransfers: { signature: string; amount: string; confirmations: number }[]; // seen, not final yet: never counted
  /** Every refund prepared for the link, newest first. */
  refunds: Refund[];
  /** Paid over x402: the payer and the settlement transaction; null otherwise. */
  paidByX402: { payer: string; transactionHash: string | null } | null;
  /** Payments of its exact amount sent on another network: accepted, refunded, or waiting for the merchant. */
  misdirected: MisdirectedTransfer[];
}

/** GET /api/v1/payment-links/:id: the link and the refund it would propose. */
export interface RetrievedPaymentLink extends Payment {
  proposedRefund: ProposedRefund;
}
