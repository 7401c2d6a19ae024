import { PRICE_MAX_AGE_MS, type FiatCurrency, type TokenInfo } from '@paylink/shared';
import { AppError } from '../../lib/app-error';
import { divideDecimal, fiatToTokenUnits } from './decimal-math';
import { PriceUnavailableError, type PriceSource } from './price-source';

/** Stablecoins valued at exactly 1 USD (documented in README): their market wobble is not the customer's business. */
export const USD_PEGGED: ReadonlySet<string> = new Set(['USDC', 'USDT', 'PYUSD']);
const RATE_DECIMALS = 12;

export interface PriceQuote {
  /** Price of one `token` in `fiat`, decimal string. */
  rate: string;
  source: string;
  quotedAt: Date;
  expiresAt: Date;
  /** The token amount in base units, rounded up at the decimals the token's wallets show. */
  payAmount: bigint;
}

export const PRICE_UNAVAILABLE_MESSAGE = 'The price cannot be shown right now. Please try again in a few minutes.';

/** Turns a fiat price into a token amount at the source's current rate; a 503 (never a guess) when there is none. */
export async function quotePrice(
  source: PriceSource,
  input: { priceCents: bigint; fiat: FiatCurrency; token: TokenInfo; now: Date; ttlMs: number },
): Promise<PriceQuote> {
  const { token, fiat, now } = input;
  const unavailable = () => new AppError('SERVICE_UNAVAILABLE', PRICE_UNAVAILABLE_MESSAGE, 503);
  let usd;
  try {
    usd = await source.usdPrices();
  } catch (err) {
    if (err instanceof PriceUnavailableError) throw unavailable();
    throw err;
  }
  if (now.getTime() - usd.at.getTime() > PRICE_MAX_AGE_MS) throw unavailable();
  // A token the feed prices in the link's fiat directly (EURC in EUR) is quoted from that price alone.
  const direct = fiat === 'EUR' ? usd.eurPrices?.[token.symbol] : undefined;
  const tokenUsd = direct ?? (USD_PEGGED.has(token.symbol) ? '1' : usd.prices[token.symbol]);
  const fiatUsd = direct || fiat === 'USD' ? '1' : usd.prices[fiat];
  if (!tokenUsd || !fiatUsd) throw unavailable();
  const rate = divideDecimal(tokenUsd, fiatUsd, RATE_DECIMALS);
  if (!/[1-9]/.test(rate)) throw unavailable();
  return {
    rate,
    source: usd.source,
    quotedAt: now,
    expiresAt: new Date(now.getTime() + input.ttlMs),
    payAmount: roundedUpToWallet(fiatToTokenUnits(input.priceCents, tokenUsd, token.decimals, fiatUsd), token),
  };
}

/** Up to the decimals the customer's wallet shows (the merchant is never short): 0.0086785411… ETH → 0.00867855. */
function roundedUpToWallet(units: bigint, token: TokenInfo): bigint {
  const unit = 10n ** BigInt(token.decimals - (token.walletDecimals ?? token.decimals));
  return ((units + unit - 1n) / unit) * unit;
}
