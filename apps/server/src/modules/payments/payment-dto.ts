import { EVM_NETWORK_INFO, formatAmount, isEvmNetwork, type Payment, type PublicPaymentBase } from '@paylink/shared';
import type { payments } from '../../db/schema';
import { qrCodeData } from './qr-code-data';

export type PaymentRow = typeof payments.$inferSelect;

const DECIMALS: Record<string, number> = { SOL: 9, USDC: 6, ETH: 18 };

export function tokenDecimals(currency: string): number {
  const decimals = DECIMALS[currency];
  if (decimals === undefined) throw new Error(`unknown token ${currency}`);
  return decimals;
}

export function toPaymentDto(row: PaymentRow): Payment {
  const decimals = tokenDecimals(row.currency);
  const completedAt = row.completedAt?.toISOString() ?? null;
  return {
    id: row.id,
    label: row.label,
    message: row.message,
    amount: formatAmount(row.amount, decimals),
    amountReceived: row.amountReceived === null ? null : formatAmount(row.amountReceived, decimals),
    currency: row.currency,
    network: row.network,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    solanaPayUrl: row.network === 'solana' ? row.solanaPayUrl : null,
    paymentUrl: row.solanaPayUrl,
    payAmount: formatAmount(row.payAmount ?? row.amount, decimals),
    chainId: isEvmNetwork(row.network) ? EVM_NETWORK_INFO[row.network].chainId : null,
    recipientAddress: row.recipientAddress,
    reference: row.reference,
    merchantReference: row.merchantReference,
    transactionSignature: row.transactionSignature,
    transactionHash: row.transactionSignature,
    payerAddress: row.payerAddress,
    metadata: row.metadata ?? null,
    // Rendered only when read (serialised), so DTOs built for event payloads never pay for a QR.
    get qrCodeData() {
      return qrCodeData(row.solanaPayUrl);
    },
    webhookUrl: row.webhookUrl,
    completedAt,
    verifiedAt: completedAt,
    failureReason: row.failureReason,
    paidLate: row.paidLate,
    overpaid: row.overpaid,
    needsRefund: row.needsRefund,
  };
}

/** Only what a paying customer may see: never metadata, webhook URL or merchant data. */
export function toPublicPayment(row: PaymentRow): PublicPaymentBase {
  const p = toPaymentDto(row);
  return {
    id: p.id,
    amount: p.amount,
    currency: p.currency,
    network: p.network,
    label: p.label,
    message: p.message,
    status: p.status,
    solanaPayUrl: p.solanaPayUrl,
    paymentUrl: p.paymentUrl,
    payAmount: p.payAmount,
    chainId: p.chainId,
    qrCodeData: p.qrCodeData,
    recipientAddress: p.recipientAddress,
    expiresAt: p.expiresAt,
    createdAt: p.createdAt,
    transactionSignature: p.transactionSignature,
    verifiedAt: p.verifiedAt,
    failureReason: p.failureReason,
  };
}
