import type { Payment, PosSale } from '@paylink/shared';
import { qrCodeData } from '../payments/links/qr-code-data';

/** A sale as the POS shows it: the link's amounts and status, its note, and its signed receipt once paid. */
export function toPosSale(p: Payment, fiatValueAtCompletion: string | null): PosSale {
  return {
    id: p.id,
    createdAt: p.createdAt,
    completedAt: p.completedAt,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
    payAmount: p.payAmount,
    payCurrency: p.payCurrency,
    network: p.network,
    amountReceived: p.amountReceived ?? '0',
    fiatValueAtCompletion,
    note: p.message,
    receiptUrl: p.receiptUrl,
    receiptQrCodeData: p.receiptUrl ? qrCodeData(p.receiptUrl) : null,
  };
}
