import { PRICE_MAX_AGE_MS } from '@paylink/shared';
import { divideDecimal, isPlainDecimal } from './decimal-math';
import { PriceUnavailableError, type PriceSource, type UsdPrices } from './price-source';

/** CoinGecko coin ids of the tokens we price (USDC is pinned at 1 USD and never asked for). */
const COIN_IDS: Readonly<Record<string, string>> = { SOL: 'solana', ETH: 'ethereum' };
/** A fetched answer is reused this long before asking again; it is never used once its prices are 5 minutes old. */
export const PRICE_CACHE_MS = 60_000;
const TIMEOUT_MS = 5_000;

/**
 * A CoinGecko-compatible feed (`GET {base}/simple/price?ids=...&vs_currencies=usd,eur&include_last_updated_at=true`),
 * for example https://api.coingecko.com/api/v3 (public, no key). EUR/USD comes from the same answer (a coin's USD
 * price over its EUR price). Anything missing, malformed, unreachable or older than 5 minutes is a
 * PriceUnavailableError: never a guessed rate.
 */
export function httpPriceSource(baseUrl: string, now: () => Date = () => new Date()): PriceSource {
  let cached: { fetchedAt: number; value: UsdPrices } | undefined;
  const base = baseUrl.replace(/\/$/, '');

  async function fetchPrices(): Promise<UsdPrices> {
    const ids = Object.values(COIN_IDS).join(',');
    const url = `${base}/simple/price?ids=${ids}&vs_currencies=usd,eur&include_last_updated_at=true`;
    let body: unknown;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error', headers: { accept: 'application/json' } });
      if (!res.ok) throw new PriceUnavailableError(`price feed answered ${res.status}`);
      body = await res.json();
    } catch (err) {
      throw err instanceof PriceUnavailableError ? err : new PriceUnavailableError(`price feed unreachable: ${(err as Error).message}`);
    }
    const prices: Record<string, string> = {};
    let oldest = now().getTime();
    let eurUsd: string | undefined;
    for (const [symbol, id] of Object.entries(COIN_IDS)) {
      const coin = (body as Record<string, { usd?: unknown; eur?: unknown; last_updated_at?: unknown }> | null)?.[id];
      const usd = decimalOf(coin?.usd);
      if (!usd) throw new PriceUnavailableError(`price feed has no USD price for ${symbol}`);
      prices[symbol] = usd;
      const eur = decimalOf(coin?.eur);
      if (!eurUsd && eur) eurUsd = divideDecimal(usd, eur, 8);
      if (typeof coin?.last_updated_at === 'number') oldest = Math.min(oldest, coin.last_updated_at * 1000);
    }
    if (!eurUsd) throw new PriceUnavailableError('price feed has no EUR price');
    prices.EUR = eurUsd;
    return { prices, at: new Date(oldest), source: new URL(base).host };
  }

  return {
    async usdPrices() {
      const t = now().getTime();
      if (cached && t - cached.fetchedAt < PRICE_CACHE_MS) return cached.value;
      try {
        cached = { fetchedAt: t, value: await fetchPrices() };
      } catch (err) {
        // A brief outage may still be bridged by the last answer, but only while its prices are fresh enough.
        if (!cached || t - cached.value.at.getTime() > PRICE_MAX_AGE_MS) throw err;
      }
      return cached.value;
    },
  };
}

/** JSON numbers as the feed wrote them ("250.12"); exponent forms and non-positive values are refused. */
function decimalOf(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value : undefined;
  return text && isPlainDecimal(text) && /[1-9]/.test(text) ? text : undefined;
}
