import { createHash } from 'node:crypto';
import type { Receipt } from '@paylink/shared';
import { escapeHtml } from '../../lib/escape-html';
import type { MerchantBrand } from '../payments/links/merchant-names';
import { qrCodeSvg } from '../payments/links/qr-code-data';
import { receiptLines } from './receipt-lines';

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#f9fafb}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border:1px solid #e5e7eb;border-top:6px solid var(--accent,#e5e7eb);border-radius:.75rem;padding:1.5rem}
.brand{display:flex;align-items:center;gap:.75rem;margin-bottom:1rem}.brand img{max-height:3rem;max-width:10rem;width:auto;height:auto;margin:0}.brand p{font-weight:600;font-size:1.1rem}
h1{font-size:1.5rem;margin:0 0 .25rem}p{margin:.25rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1rem;margin:1.25rem 0}
dt{color:#4b5563}dd{margin:0;overflow-wrap:anywhere}
a{color:#3730a3}.actions{display:flex;gap:1rem;flex-wrap:wrap;margin-top:1rem}
button{font:inherit;color:#fff;background:var(--accent,#4338ca);border:0;border-radius:.5rem;padding:.5rem 1rem;min-height:2.75rem;cursor:pointer}
.actions a{display:inline-flex;align-items:center;min-height:2.75rem}
.appendix{margin-top:1.5rem;border-top:1px solid #e5e7eb;padding-top:1rem}h2{font-size:1.1rem;margin:0 0 .25rem}
code{display:block;font-size:.75rem;overflow-wrap:anywhere;background:#f3f4f6;padding:.5rem;border-radius:.375rem}
svg{display:block;margin-top:1rem;width:9rem;height:auto}
@media print{body{background:#fff}.card{border:0;padding:0}.actions{display:none}.appendix{break-before:page}}
`;

/** The page's only script: the Print button. The route's CSP allows exactly this script by its hash. */
const PRINT_SCRIPT = `document.getElementById('print').addEventListener('click',function(){window.print()})`;
export const RECEIPT_PRINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PRINT_SCRIPT).digest('base64')}'`;

/** What /receipt/<id> shows for a link that has no receipt (unknown, or not COMPLETED): a page, not JSON. */
export function receiptNotFoundPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Receipt not found · Paylink</title><meta name="robots" content="noindex"><style>${STYLE}</style></head>
<body><main><div class="card">
<h1>Receipt not found</h1><p>There is no receipt at this address. A receipt exists once its payment is completed: check the link you were given.</p>
</div></main></body></html>`;
}

/** The merchant's logo and name above the receipt, and its accent colour (validated #rrggbb) for the page's CSS. */
function brandHeader(brand: MerchantBrand | null): { header: string; accent: string } {
  if (!brand) return { header: '', accent: '' };
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)} logo" data-testid="receipt-logo">`
    : '';
  return {
    header: `<div class="brand">${logo}<p data-testid="receipt-merchant">${escapeHtml(brand.name)}</p></div>`,
    accent:
      brand.accentColor && /^#[0-9a-f]{6}$/.test(brand.accentColor)
        ? `:root{--accent:${brand.accentColor}}a{color:${brand.accentColor}}`
        : '',
  };
}

/**
 * The public receipt page: light and printable, CSS and QR (SVG) inline, one hashed script (Print); the merchant's
 * brand, the receipt's number and lines, explorer link, PDF, QR, and the JWS in an appendix (printed on a page of its own).
 */
export function receiptPage(receipt: Receipt, jws: string, brand: MerchantBrand | null = null): string {
  const { header, accent } = brandHeader(brand);
  const rows = receiptLines(receipt)
    .map(([name, value]) => {
      const shown =
        name === 'Transaction' && receipt.explorerUrl
          ? `<a href="${escapeHtml(receipt.explorerUrl)}" rel="noopener noreferrer">${escapeHtml(value)}</a>`
          : escapeHtml(value);
      return `<dt>${escapeHtml(name)}</dt><dd>${shown}</dd>`;
    })
    .join('');
  const id = encodeURIComponent(receipt.paymentId);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Receipt ${escapeHtml(receipt.paymentId)} · Paylink</title><meta name="robots" content="noindex"><style>${STYLE}${accent}</style></head>
<body><main><div class="card">
${header}<h1>Payment receipt</h1><p>Paid in full on ${escapeHtml(receipt.paidAt.slice(0, 10))}.</p>
<dl>${rows}</dl>
<div class="actions"><button type="button" id="print">Print</button><a href="/api/receipts/${id}.pdf" download>Download PDF</a><a href="/api/receipts/${id}">Signed receipt (JSON)</a></div>
${qrCodeSvg(receipt.resourceUrl, "QR code of this receipt's page")}
<section class="appendix" aria-labelledby="appendix"><h2 id="appendix">Appendix: signature</h2>
<p>This receipt is signed by Paylink (JWS, EdDSA). Check the signature below against the public keys at <a href="/.well-known/jwks.json">/.well-known/jwks.json</a> with any JOSE library.</p>
<code>${escapeHtml(jws)}</code></section>
</div></main><script>${PRINT_SCRIPT}</script></body></html>`;
}
