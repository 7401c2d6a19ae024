import { escapeHtml } from '../../lib/escape-html';
import type { EmailMessage } from './mailer';

export interface ReceiptEmailContent {
  label: string;
  amount: string;
  currency: string;
  fiat: { amount: string; currency: string } | null;
  recipient: string | null;
  pageUrl: string;
  /** The merchant's brand: the name, logo and accent colour head the email; null: Paylink's plain look. */
  brand: { name: string; logoUrl: string | null; accentColor: string | null } | null;
}

const DEFAULT_ACCENT = '#4338ca';

/** The receipt a customer asked for on the hosted page: text, and an HTML part in the merchant's brand. */
export function receiptEmail(to: string, receipt: ReceiptEmailContent): EmailMessage {
  const fiat = receipt.fiat ? ` (${receipt.fiat.amount} ${receipt.fiat.currency})` : '';
  const merchant = receipt.brand ? ` to ${receipt.brand.name}` : '';
  const paidTo = receipt.recipient ? `Paid to the merchant's wallet: ${receipt.recipient}` : '';
  const erased =
    'You asked for this email on the payment page. Paylink kept your address only to send it, and has now erased it.';
  return {
    to,
    subject: `Your receipt: ${receipt.label}`,
    text:
      `Your payment${merchant} is complete.\n\n${receipt.label}\nAmount: ${receipt.amount} ${receipt.currency}${fiat}\n${paidTo ? `${paidTo}\n` : ''}\n` +
      `Your receipt (printable, with a signed copy anyone can verify):\n\n${receipt.pageUrl}\n\n${erased}\n`,
    html: receiptHtml(receipt, `${receipt.amount} ${receipt.currency}${fiat}`, paidTo, erased),
  };
}

function receiptHtml(receipt: ReceiptEmailContent, amount: string, paidTo: string, erased: string): string {
  const accent = receipt.brand?.accentColor ?? DEFAULT_ACCENT;
  const logo = receipt.brand?.logoUrl
    ? `<img src="${escapeHtml(receipt.brand.logoUrl)}" alt="" height="48" style="display:block;max-height:48px;max-width:160px;margin:0 0 8px">`
    : '';
  const name = receipt.brand
    ? `<p style="margin:0;font-size:18px;font-weight:600">${escapeHtml(receipt.brand.name)}</p>`
    : '';
  return `<!doctype html><html lang="en"><body style="margin:0;background:#f9fafb;font-family:system-ui,sans-serif;color:#111827">
<div style="max-width:32rem;margin:0 auto;padding:24px"><div style="background:#fff;border-top:6px solid ${accent};border-radius:8px;padding:24px">
${logo}${name}
<h1 style="font-size:20px;margin:16px 0 8px">Your payment is complete</h1>
<p style="margin:4px 0">${escapeHtml(receipt.label)}</p><p style="margin:4px 0;font-weight:600">Amount: ${escapeHtml(amount)}</p>
${paidTo ? `<p style="margin:4px 0;font-size:13px;color:#4b5563;overflow-wrap:anywhere">${escapeHtml(paidTo)}</p>` : ''}
<p style="margin:20px 0"><a href="${escapeHtml(receipt.pageUrl)}" style="display:inline-block;background:${accent};color:#fff;text-decoration:none;padding:10px 16px;border-radius:6px">View your receipt</a></p>
<p style="margin:4px 0;font-size:13px;color:#4b5563">${escapeHtml(erased)}</p>
</div></div></body></html>`;
}
