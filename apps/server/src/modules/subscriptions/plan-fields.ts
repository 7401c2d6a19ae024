import { FIAT_DECIMALS, isFiatCurrency, parseAmount, type planBodySchema } from '@paylink/shared';
import type { z } from 'zod';
import type { AppConfig } from '../../config/app-config';
import { fieldError } from '../../lib/app-error';
import { resolveToken } from '../payments/links/supported-tokens';
import { paymentRequestBuilder } from '../chains/payment-requests';
import type { AccountRow } from '../accounts/user-dto';

export type PlanBodyOutput = z.output<typeof planBodySchema>;

/**
 * A plan's stored fields from its body: the token must be one we verify on that network, the amount fits its
 * decimals (cents for USD/EUR), and the merchant must have a wallet there (every link of the plan is paid into it).
 */
export function planFields(
  config: AppConfig,
  merchant: Pick<AccountRow, 'walletAddress' | 'ethAddress' | 'btcAddress' | 'btcXpub'>,
  body: PlanBodyOutput,
) {
  const fiat = isFiatCurrency(body.currency);
  const token = resolveToken(config, body.network, fiat ? body.payCurrency! : body.currency);
  const amount = parseAmount(body.amount, fiat ? FIAT_DECIMALS : token.decimals);
  if (!amount.ok) throw fieldError('amount', `${amount.reason} for ${body.currency}`);
  const { savedWallet, savedAccountKey } = paymentRequestBuilder(config, body.network).profile;
  const wallet = merchant[savedWallet] ?? (savedAccountKey && merchant[savedAccountKey]);
  if (!wallet)
    throw fieldError(
      'network',
      `Please set your ${body.network} receiving address in Settings first`,
      'WALLET_REQUIRED',
    );
  return {
    name: body.name,
    amount: amount.value,
    currency: body.currency,
    payCurrency: token.symbol,
    network: body.network,
    interval: body.interval,
    intervalCount: body.intervalCount,
    graceDays: body.graceDays,
    renewalNoticeDays: body.renewalNoticeDays,
    trialDays: body.trialDays,
  };
}
