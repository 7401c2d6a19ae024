import { NETWORK_NAMES, type Network, type Receipt } from '@paylink/shared';

/**
 * The receipt's number as people quote it: the day it was paid and the start of its payment id (random, so two
 * receipts of a day practically never share one), e.g. R-20261128-4fGh7kLm. Derived, so the page, the PDF and every
 * later copy show the same number.
 */
export function receiptNumber(receipt: Pick<Receipt, 'paidAt' | 'paymentId'>): string {
  return `R-${receipt.paidAt.slice(0, 10).replaceAll('-', '')}-${receipt.paymentId.replace(/^pay_/, '').slice(0, 8)}`;
}

/** The receipt as label/value lines, in the order the page and the PDF show them. */
export function receiptLines(receipt: Receipt): [string, string][] {
  const lines: [string, string][] = [['Receipt number', receiptNumber(receipt)]];
  if (receipt.merchantName) lines.push(['Merchant', receipt.merchantName]);
  if (receipt.label) lines.push(['For', receipt.label]);
  lines.push(['Amount', `${receipt.amount} ${receipt.currency}`]);
  if (receipt.amountReceived !== receipt.amount)
    lines.push(['Received', `${receipt.amountReceived} ${receipt.currency}`]);
  if (receipt.fiat) lines.push(['Value', `${receipt.fiat.amount} ${receipt.fiat.currency}`]);
  lines.push(['Network', NETWORK_NAMES[receipt.network as Network] ?? receipt.network]);
  lines.push(['Paid at', receipt.paidAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')]);
  lines.push(['Transaction', receipt.transaction]);
  if (receipt.payer) lines.push(['Paid by', receipt.payer]);
  lines.push(['Paid to', receipt.recipient]);
  lines.push(['Payment id', receipt.paymentId]);
  for (const r of receipt.refunds)
    lines.push([
      `Refund (${r.status.toLowerCase()})`,
      `${r.amount} ${r.currency}${r.transaction ? `, transaction ${r.transaction}` : ''}`,
    ]);
  return lines;
}
