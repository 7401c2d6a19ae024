import { formatAmount, type PayButton, type PublicPayButton } from '@paylink/shared';
import type { AppConfig } from '../../config/app-config';
import { buttonDecimals } from './button-fields';
import type { PayButtonRow } from './schema';

/** The button's page: GET shows it, its form POSTs the click that opens the link. */
export function buttonPageUrl(appUrl: string, buttonId: string): string {
  return `${appUrl}/b/${encodeURIComponent(buttonId)}`;
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function toPublicPayButtonDto(config: AppConfig, row: PayButtonRow): PublicPayButton {
  const decimals = buttonDecimals(config, row);
  const amount = (value: bigint | null) => (value === null ? null : formatAmount(value, decimals));
  return {
    id: row.id,
    label: row.label,
    pricing: row.pricing,
    amount: amount(row.amount),
    minAmount: amount(row.minAmount),
    maxAmount: amount(row.maxAmount),
    currency: row.currency,
    payCurrency: row.payCurrency,
    network: row.network,
    paused: row.pausedAt !== null,
  };
}

export function toPayButtonDto(config: AppConfig, row: PayButtonRow, openLinks: number): PayButton {
  const pageUrl = buttonPageUrl(config.appUrl, row.id);
  const label = escapeAttr(row.label);
  return {
    ...toPublicPayButtonDto(config, row),
    returnUrl: row.returnUrl,
    pageUrl,
    scriptSnippet: `<script src="${config.appUrl}/pay-button.js" data-button="${row.id}" data-label="${label}"${row.pricing === 'customer' ? ' data-customer-amount' : ''} async></script>`,
    linkSnippet: `<a href="${pageUrl}">${label}</a>`,
    openLinks,
    createdAt: row.createdAt.toISOString(),
  };
}
