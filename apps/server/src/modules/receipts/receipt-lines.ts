import { NETWORK_NAMES, type Network, type Receipt } from '@paylink/shared';

/** The receipt as label/value lines, in the order the page and the PDF show them. */
export function receiptLines(receipt: Receipt): [string, string][] {
  const lines: [string, string][] = [];
  if (receipt.merchantName) lines.push(['Merchant', receipt.merchantName]);
  if (receipt.label) lines.push(['For', receipt.label]);
  lines.push(['Amount', `${receipt.amount} ${receipt.currency}`]);
  if (receipt.amountReceived !== receipt.amount) lines.push(['Received', `${receipt.amountReceived} ${receipt.currency}`]);
  if (receipt.fiat) lines.push(['Price', `${receipt.fiat.amount} ${receipt.fiat.currency}`]);
  lines.push(['Network', NETWORK_NAMES[receipt.network as Network] ?? receipt.network]);
  lines.push(['Paid at', receipt.paidAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')]);
  lines.push(['Transaction', receipt.transaction]);
  if (receipt.payer) lines.push(['Paid by', receipt.payer]);
  lines.push(['Paid to', receipt.recipient]);
  lines.push(['Payment id', receipt.paymentId]);
  for (const r of receipt.refunds) lines.push([`Refund (${r.status.toLowerCase()})`, `${r.amount} ${r.currency}${r.transaction ? `, transaction ${r.transaction}` : ''}`]);
  return lines;
}
