import {
  formatAmount,
  formatFiat,
  isFiatCurrency,
  PRICE_MAX_AGE_MS,
  type FiatEquivalent,
  type OptionAmount,
  type TokenInfo,
} from '@paylink/shared';
import type { Deps } from '../../../deps';
import { AppError } from '../../../lib/app-error';
import { tokenUnitsToFiatCents } from '../../pricing/decimal-math';
import { PriceUnavailableError } from '../../pricing/price-source';
import { quotePrice, USD_PEGGED } from '../../pricing/quote-price';
import { resolveToken } from './supported-tokens';
import { tokenDecimals, type PaymentRow } from './payment-dto';

type AmountsDeps = Pick<Deps, 'prices' | 'config'>;

/** The price source's USD prices while they are fresh; null when there is none or it is too old (show nothing, never a wrong number). */
async function freshUsdPrices(deps: AmountsDeps, now: Date) {
  const usd = await deps.prices.usdPrices().catch((err: unknown) => {
    if (err instanceof PriceUnavailableError) return null;
    throw err;
  });
  return usd && now.getTime() - usd.at.getTime() <= PRICE_MAX_AGE_MS ? usd : null;
}

/** A token-priced link's pay amount in USD at a fresh price ("≈ $25.00" on the hosted page); null for a fiat-priced link. */
async function fiatEquivalentOf(deps: AmountsDeps, row: PaymentRow, now: Date): Promise<FiatEquivalent | null> {
  if (row.priceCents !== null) return null;
  // A stablecoin pegged to the dollar is worth its amount in USD (as its quotes are); any other token needs a fresh price.
  const tokenUsd = USD_PEGGED.has(row.currency) ? '1' : (await freshUsdPrices(deps, now))?.prices[row.currency];
  if (!tokenUsd) return null;
  return {
    amount: formatFiat(tokenUnitsToFiatCents(row.amount, tokenUsd, tokenDecimals(row.currency))),
    currency: 'USD',
  };
}

/** The option's token as offered now; null when its network or token is no longer offered (it then has no amount). */
function offeredToken(deps: AmountsDeps, network: string, currency: string): TokenInfo | null {
  try {
    return resolveToken(deps.config, network, currency);
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

/**
 * What each pay option of a multi-option link asks now: the chosen one its link's amount, the others (of a fiat-priced
 * link with nothing arrived yet) a quote of the whole price at the current rate, as choosing them would give. An option
 * that cannot be priced now, or once money has arrived (the choice is locked), has no amount.
 */
async function optionAmountsOf(deps: AmountsDeps, row: PaymentRow, now: Date): Promise<OptionAmount[] | null> {
  if (!row.payOptions) return null;
  const open = (row.amountReceived ?? 0n) === 0n;
  return Promise.all(
    row.payOptions.map(async ({ network, currency }): Promise<OptionAmount> => {
      // Never the stored option's wallet: the customer sees it only once they choose it.
      const option = { network, currency };
      const chosen = network === row.network && currency === row.currency;
      if (chosen) return { ...option, amount: formatAmount(row.payAmount ?? row.amount, tokenDecimals(currency)) };
      const token = offeredToken(deps, network, currency);
      if (!token || !open || row.priceCents === null || !row.priceCurrency || !isFiatCurrency(row.priceCurrency))
        return { ...option, amount: null };
      const quote = await quotePrice(deps.prices, {
        priceCents: row.priceCents,
        fiat: row.priceCurrency,
        token,
        now,
        ttlMs: 0,
      }).catch((err: unknown) => {
        if (err instanceof AppError && err.status === 503) return null;
        throw err;
      });
      return { ...option, amount: quote && formatAmount(quote.payAmount, token.decimals) };
    }),
  );
}

/** The hosted checkout's amounts beyond the link's own: a fiat equivalent and each option's amount (issue 54). */
export async function checkoutAmounts(
  deps: AmountsDeps,
  row: PaymentRow,
  now = new Date(),
): Promise<{ fiatEquivalent: FiatEquivalent | null; optionAmounts: OptionAmount[] | null }> {
  const [fiatEquivalent, optionAmounts] = await Promise.all([
    fiatEquivalentOf(deps, row, now),
    optionAmountsOf(deps, row, now),
  ]);
  return { fiatEquivalent, optionAmounts };
}
