import { formatFiat, type ExportRow, type PaymentStatus } from '@paylink/shared';
import type { Db } from '../../db/client';
import { exportLinksPage } from '../payments/links/export-links-page';
import { tokenDecimals, toPaymentDto } from '../payments/links/payment-dto';
import { tokenUnitsToFiatCents } from '../pricing/decimal-math';
import { PAY_BUTTON_METADATA_KEY } from '../pay-buttons/open-button-link';

export interface ExportFilters {
  from?: string;
  to?: string;
  status?: PaymentStatus;
  /** Only these links (a POS shift). */
  ids?: readonly string[];
}

/** The CSV's columns, in order (README, Export). */
export const EXPORT_COLUMNS = [
  'id',
  'created_at',
  'status',
  'label',
  'amount',
  'currency',
  'pay_amount',
  'pay_currency',
  'network',
  'rate',
  'amount_received',
  'fiat_value_at_completion',
  'transactions',
  'payer',
  'refunded_amount',
  'checkout_url',
  'finality',
  'finalized_at',
  'pay_button_id',
  'refund_status',
] as const;

export function exportCells(row: ExportRow): string[] {
  return [
    row.id,
    row.createdAt,
    row.status,
    row.label,
    row.amount,
    row.currency,
    row.payAmount,
    row.payCurrency,
    row.network,
    row.rate ?? '',
    row.amountReceived,
    row.fiatValueAtCompletion ?? '',
    row.transactions.join(' '),
    row.payer ?? '',
    row.refundedAmount,
    row.checkoutUrl,
    row.finality ?? '',
    row.finalizedAt ?? '',
    row.payButtonId ?? '',
    row.refundStatus ?? '',
  ];
}

/**
 * One page of a merchant's links for accounting, oldest first by (created_at, id), after `startingAfter` (a link id
 * of theirs). Pages are what the CSV streams and what /api/v1 returns, so neither holds a year of links in memory.
 */
export async function exportPage(
  db: Db,
  accountId: string,
  input: ExportFilters & { limit: number; startingAfter?: string },
): Promise<ExportRow[]> {
  const { rows, transfers: byPayment } = await exportLinksPage(db, accountId, input);
  return rows.map((row) => {
    const p = toPaymentDto(row);
    const own = byPayment.get(row.id) ?? [];
    const received = row.amountReceived ?? 0n;
    const fiatCents =
      row.status === 'COMPLETED' && row.quoteRate
        ? tokenUnitsToFiatCents(received, row.quoteRate, tokenDecimals(row.currency))
        : null;
    return {
      id: p.id,
      createdAt: p.createdAt,
      status: p.status,
      label: p.label,
      amount: p.amount,
      currency: p.currency,
      payAmount: p.payAmount,
      payCurrency: p.payCurrency,
      network: p.network,
      rate: p.quote?.rate ?? null,
      amountReceived: p.amountReceived ?? '0',
      fiatValueAtCompletion: fiatCents === null ? null : formatFiat(fiatCents),
      transactions: own.map((t) => t.txId),
      payer: p.payerAddress ?? own[0]?.payer ?? null,
      refundedAmount: p.amountRefunded,
      refundStatus: p.refundStatus,
      checkoutUrl: p.checkoutUrl,
      finality: p.finality,
      finalizedAt: p.finalizedAt,
      payButtonId:
        typeof p.metadata?.[PAY_BUTTON_METADATA_KEY] === 'string' ? p.metadata[PAY_BUTTON_METADATA_KEY] : null,
    };
  });
}

/** Every page in turn, for streaming. */
export async function* exportAll(
  db: Db,
  accountId: string,
  filters: ExportFilters,
  pageSize = 500,
): AsyncGenerator<ExportRow> {
  let startingAfter: string | undefined;
  for (;;) {
    const page = await exportPage(db, accountId, { ...filters, limit: pageSize, startingAfter });
    yield* page;
    if (page.length < pageSize) return;
    startingAfter = page[page.length - 1]!.id;
  }
}
