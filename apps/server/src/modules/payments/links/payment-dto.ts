import {
  EVM_NETWORK_INFO,
  FALLBACK_TOKENS,
  formatAmount,
  formatFiat,
  type Payment,
  type PaymentStatus,
  type PublicPaymentBase,
  type Quote,
} from '@paylink/shared';
import type { LinkStatus, payments } from '../schema';
import { qrCodeData } from './qr-code-data';

export type PaymentRow = typeof payments.$inferSelect;

/** Decimals by symbol, from every network's token list (a symbol has the same decimals wherever it is listed). */
const DECIMALS: Record<string, number> = Object.fromEntries(
  Object.values(FALLBACK_TOKENS).flatMap((tokens) => tokens.map((t) => [t.symbol, t.decimals])),
);

export function tokenDecimals(currency: string): number {
  const decimals = DECIMALS[currency];
  if (decimals === undefined) throw new Error(`unknown token ${currency}`);
  return decimals;
}

/** The quote of a link priced in USD/EUR (null for a token-priced link). */
function quoteOf(row: PaymentRow): Quote | null {
  if (row.priceCents === null || !row.quoteRate || !row.quoteSource || !row.quotedAt || !row.quoteExpiresAt)
    return null;
  return {
    rate: row.quoteRate,
    source: row.quoteSource,
    quotedAt: row.quotedAt.toISOString(),
    expiresAt: row.quoteExpiresAt.toISOString(),
  };
}

/** The status the API shows: a link waiting for finality (CONFIRMED) is PENDING, with finality `confirmed`. */
export function publicStatus(status: LinkStatus): PaymentStatus {
  return status === 'CONFIRMED' ? 'PENDING' : status;
}

/** The stored statuses an API status filter names (PENDING includes links waiting for finality). */
export function storedStatuses(status: PaymentStatus): LinkStatus[] {
  return status === 'PENDING' ? ['PENDING', 'CONFIRMED'] : [status];
}

/** `amount`/`currency` as priced (a token, or cents of USD/EUR); `payAmount`/`payCurrency` what the chain must see. */
export function toPaymentDto(row: PaymentRow): Payment {
  const decimals = tokenDecimals(row.currency);
  const completedAt = row.completedAt?.toISOString() ?? null;
  // On EVM networks the link's unique offset is part of what the customer sends.
  const payAmount = formatAmount(row.payAmount ?? row.amount, decimals);
  const fiat =
    row.priceCents !== null && row.priceCurrency ? { amount: row.priceCents, currency: row.priceCurrency } : null;
  const solanaPay = row.paymentUrl.startsWith('solana:');
  return {
    id: row.id,
    label: row.label,
    message: row.message,
    amount: fiat ? formatFiat(fiat.amount) : formatAmount(row.amount, decimals),
    amountReceived: row.amountReceived === null ? null : formatAmount(row.amountReceived, decimals),
    currency: fiat?.currency ?? row.currency,
    payAmount,
    payCurrency: row.currency,
    payCurrencies: row.payCurrencies ?? [row.currency],
    payOptions: row.payOptions?.map(({ network, currency }) => ({ network, currency })) ?? null,
    quote: quoteOf(row),
    network: row.network,
    status: publicStatus(row.status),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    // Both only while the link's request is a Solana Pay one (a link with pay options may be on another network now;
    // an x402 record's URL is the merchant's resource, no wallet request).
    solanaPayUrl: solanaPay ? row.paymentUrl : null,
    transactionRequestUrl: solanaPay ? row.transactionRequestUrl : null,
    // Only while open and asking for USDC (modules/x402; a link gets an x402 URL only on a network x402 serves).
    x402Url: row.status === 'PENDING' && row.currency === 'USDC' ? row.x402Url : null,
    paymentUrl: row.paymentUrl,
    checkoutUrl: row.checkoutUrl,
    receiptUrl: receiptUrlOf(row),
    chainId: (EVM_NETWORK_INFO as Partial<Record<string, { chainId: number }>>)[row.network]?.chainId ?? null,
    recipientAddress: row.recipientAddress,
    reference: row.reference,
    merchantReference: row.merchantReference,
    transactionSignature: row.txId,
    transactionHash: row.txId,
    payerAddress: row.payerAddress,
    metadata: row.metadata ?? null,
    // Rendered only when read (serialised), so DTOs built for event payloads never pay for a QR.
    get qrCodeData() {
      return qrCodeData(row.paymentUrl);
    },
    webhookUrl: row.webhookUrl,
    successUrl: row.returnUrl,
    cancelUrl: row.cancelUrl,
    completedAt,
    finality:
      row.status === 'CONFIRMED'
        ? 'confirmed'
        : row.status !== 'COMPLETED'
          ? null
          : row.finalizedAt
            ? 'finalized'
            : 'confirmed',
    finalizedAt: row.finalizedAt?.toISOString() ?? null,
    verifiedAt: completedAt,
    failureReason: row.failureReason,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    paidLate: row.paidLate,
    overpaid: row.overpaid,
    needsRefund: row.needsRefund,
    amountOwed: formatAmount(row.amountOwed, decimals),
    amountRefunded: formatAmount(row.amountRefunded, decimals),
    shortfall: shortfallOf(row),
    refundStatus: row.refundStatus,
    screeningFlag:
      row.screenedSender && row.screenedAt
        ? { sender: row.screenedSender, flaggedAt: row.screenedAt.toISOString() }
        : null,
  };
}

/** A link paid (COMPLETED, or CONFIRMED waiting for finality) within its merchant's underpayment tolerance: what it is short. */
function shortfallOf(row: PaymentRow): string | null {
  const asked = row.payAmount ?? row.amount;
  const received = row.amountReceived ?? 0n;
  if ((row.status !== 'COMPLETED' && row.status !== 'CONFIRMED') || received >= asked) return null;
  return formatAmount(asked - received, tokenDecimals(row.currency));
}

/**
 * A completed merchant link's receipt page (modules/receipts), on the app URL its checkout URL was made with: the
 * same `<APP_URL>` as `/payment/<id>`, with `/receipt/<id>` instead. Null before completion, and for credit purchases.
 */
function receiptUrlOf(row: PaymentRow): string | null {
  if (row.status !== 'COMPLETED' || row.purpose !== 'link') return null;
  return row.checkoutUrl.replace(/\/payment\/[^/]*$/, `/receipt/${encodeURIComponent(row.id)}`);
}

/** Only what a paying customer may see: never metadata, webhook URL or merchant data. */
export function toPublicPayment(row: PaymentRow): PublicPaymentBase {
  const p = toPaymentDto(row);
  return {
    id: p.id,
    amount: p.amount,
    currency: p.currency,
    payAmount: p.payAmount,
    payCurrency: p.payCurrency,
    payCurrencies: p.payCurrencies,
    payOptions: p.payOptions,
    quote: p.quote,
    network: p.network,
    label: p.label,
    message: p.message,
    status: p.status,
    solanaPayUrl: p.solanaPayUrl,
    transactionRequestUrl: p.transactionRequestUrl,
    x402Url: p.x402Url,
    paymentUrl: p.paymentUrl,
    checkoutUrl: p.checkoutUrl,
    receiptUrl: p.receiptUrl,
    finality: p.finality,
    finalizedAt: p.finalizedAt,
    chainId: p.chainId,
    qrCodeData: p.qrCodeData,
    recipientAddress: p.recipientAddress,
    expiresAt: p.expiresAt,
    createdAt: p.createdAt,
    transactionSignature: p.transactionSignature,
    verifiedAt: p.verifiedAt,
    failureReason: p.failureReason,
    cancelledAt: p.cancelledAt,
  };
}
