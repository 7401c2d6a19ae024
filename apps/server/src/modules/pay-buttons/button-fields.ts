import { FIAT_DECIMALS, isFiatCurrency, parseAmount, type payButtonBodySchema } from '@paylink/shared';
import type { z } from 'zod';
import type { AppConfig } from '../../config/app-config';
import { fieldError } from '../../lib/app-error';
import { resolveToken } from '../payments/links/supported-tokens';
import { paymentRequestBuilder } from '../chains/payment-requests';
import type { AccountRow } from '../accounts/user-dto';

export type PayButtonBodyOutput = z.output<typeof payButtonBodySchema>;

/** Decimals of a button's amounts: cents for USD/EUR, else the token's. */
export function buttonDecimals(config: AppConfig, button: { currency: string; network: string }): number {
  return isFiatCurrency(button.currency)
    ? FIAT_DECIMALS
    : resolveToken(config, button.network, button.currency).decimals;
}

function units(field: string, value: string | undefined, decimals: number, currency: string): bigint | null {
  if (value === undefined) return null;
  const parsed = parseAmount(value, decimals);
  if (!parsed.ok) throw fieldError(field, `${parsed.reason} for ${currency}`);
  return parsed.value;
}

/**
 * A button's stored fields from its body: the token must be one we verify on that network, the amounts fit its
 * decimals (cents for USD/EUR), and the merchant must have a wallet there (every link it opens is paid into it).
 */
export function buttonFields(
  config: AppConfig,
  merchant: Pick<AccountRow, 'walletAddress' | 'ethAddress' | 'btcAddress' | 'btcXpub'>,
  body: PayButtonBodyOutput,
) {
  const fiat = isFiatCurrency(body.currency);
  const token = resolveToken(config, body.network, fiat ? body.payCurrency! : body.currency);
  const decimals = fiat ? FIAT_DECIMALS : token.decimals;
  const { savedWallet, savedAccountKey } = paymentRequestBuilder(config, body.network).profile;
  const wallet = merchant[savedWallet] ?? (savedAccountKey && merchant[savedAccountKey]);
  if (!wallet)
    throw fieldError(
      'network',
      `Please set your ${body.network} receiving address in Settings first`,
      'WALLET_REQUIRED',
    );
  const fixed = body.pricing === 'fixed';
  return {
    label: body.label,
    pricing: body.pricing,
    amount: fixed ? units('amount', body.amount, decimals, body.currency) : null,
    minAmount: fixed ? null : units('minAmount', body.minAmount, decimals, body.currency),
    maxAmount: fixed ? null : units('maxAmount', body.maxAmount, decimals, body.currency),
    currency: body.currency,
    payCurrency: token.symbol,
    network: body.network,
    returnUrl: body.returnUrl ?? null,
  };
}
