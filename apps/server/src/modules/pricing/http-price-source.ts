import { PRICE_MAX_AGE_MS } from '@paylink/shared';
import { divideDecimal, isPlainDecimal, toScaled } from './decimal-math';
import {
  PriceRefusedError,
  PriceUnavailableError,
  type PriceHealth,
  type PriceSource,
  type UsdPrices,
} from './price-source';

/** CoinGecko coin ids of the tokens we price (USDC, USDT and PYUSD are pinned at 1 USD and never asked for). */
const COIN_IDS: Readonly<Record<string, string>> = { SOL: 'solana', ETH: 'ethereum', BTC: 'bitcoin' };
/**
 * Coins priced when the feed has a fresh price, left out otherwise (a link priced in USD/EUR is then not offered
 * them; one priced in the token itself needs no price): EURC, whose EUR price quotes EUR links directly.
 */
const OPTIONAL_COIN_IDS: Readonly<Record<string, string>> = { EURC: 'euro-coin' };
/** A fetched answer is reused this long before asking again; it is never used once its prices are 5 minutes old. */
export const PRICE_CACHE_MS = 60_000;
const TIMEOUT_MS = 5_000;
/** The feed's clock and ours may differ a little; a price from further in the future would stay "fresh" for too long. */
const CLOCK_SLACK_MS = 60_000;
export const DEFAULT_PRICE_MAX_MOVE_PERCENT = 20;

/**
 * A CoinGecko-compatible feed (`GET {base}/simple/price?ids=...&vs_currencies=usd,eur&include_last_updated_at=true`),
 * for example https://api.coingecko.com/api/v3 (public, no key). EUR/USD comes from the same answer (a coin's USD
 * price over its EUR price). Anything missing, malformed, unreachable, without its `last_updated_at`, older than
 * 5 minutes or dated in the future is a PriceUnavailableError: never a guessed rate.
 *
 * A price that moved more than `maxMovePercent` from the last good one is refused like an outage (a glitching or
 * tampered feed must not reprice every open quote); only when the feed has kept the new level (within the bound of
 * the first refused answer) for 5 minutes, as long as a good price may serve, is it taken as the market's move.
 */
export function httpPriceSource(
  baseUrl: string,
  opts: { maxMovePercent?: number; now?: () => Date } = {},
): PriceSource {
  const now = opts.now ?? (() => new Date());
  const maxMove = opts.maxMovePercent ?? DEFAULT_PRICE_MAX_MOVE_PERCENT;
  const base = baseUrl.replace(/\/$/, '');
  const source = new URL(base).host;
  let cached: { fetchedAt: number; value: UsdPrices } | undefined;
  /** The first answer refused for its move, and since when (our clock) the feed has held that level. */
  let moved: { since: number; value: UsdPrices } | undefined;
  let health: PriceHealth = { status: 'unknown', source, pricesAt: null, reason: null };

  async function fetchPrices(): Promise<UsdPrices> {
    const ids = [...Object.values(COIN_IDS), ...Object.values(OPTIONAL_COIN_IDS)].join(',');
    const url = `${base}/simple/price?ids=${ids}&vs_currencies=usd,eur&include_last_updated_at=true`;
    let body: unknown;
    try {
      const res = await fetch(url, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new PriceUnavailableError(`price feed answered ${res.status}`);
      body = await res.json();
    } catch (err) {
      throw err instanceof PriceUnavailableError
        ? err
        : new PriceUnavailableError(`price feed unreachable: ${(err as Error).message}`);
    }
    const prices: Record<string, string> = {};
    let oldest = Infinity;
    let eurUsd: string | undefined;
    for (const [symbol, id] of Object.entries(COIN_IDS)) {
      const coin = (body as Record<string, { usd?: unknown; eur?: unknown; last_updated_at?: unknown }> | null)?.[id];
      const usd = decimalOf(coin?.usd);
      if (!usd) throw new PriceUnavailableError(`price feed has no USD price for ${symbol}`);
      prices[symbol] = usd;
      const eur = decimalOf(coin?.eur);
      if (!eurUsd && eur) eurUsd = divideDecimal(usd, eur, 8);
      if (typeof coin?.last_updated_at !== 'number' || !Number.isFinite(coin.last_updated_at)) {
        throw new PriceRefusedError(`price feed gives no last_updated_at for ${symbol}`);
      }
      if (coin.last_updated_at * 1000 > now().getTime() + CLOCK_SLACK_MS)
        throw new PriceRefusedError(`price feed dates ${symbol} in the future`);
      oldest = Math.min(oldest, coin.last_updated_at * 1000);
    }
    if (!eurUsd) throw new PriceUnavailableError('price feed has no EUR price');
    prices.EUR = eurUsd;
    if (now().getTime() - oldest > PRICE_MAX_AGE_MS)
      throw new PriceRefusedError(`price feed's prices are from ${new Date(oldest).toISOString()}, over 5 minutes old`);
    const eurPrices: Record<string, string> = {};
    for (const [symbol, id] of Object.entries(OPTIONAL_COIN_IDS)) {
      const coin = (body as Record<string, { usd?: unknown; eur?: unknown; last_updated_at?: unknown }>)[id];
      const usd = decimalOf(coin?.usd);
      const eur = decimalOf(coin?.eur);
      const at =
        typeof coin?.last_updated_at === 'number' && Number.isFinite(coin.last_updated_at)
          ? coin.last_updated_at * 1000
          : NaN;
      // Fresh, dated and not from the future, or not priced at all (never a guess, never the whole feed refused).
      if (!usd || !eur || !(now().getTime() - at <= PRICE_MAX_AGE_MS) || at > now().getTime() + CLOCK_SLACK_MS)
        continue;
      prices[symbol] = usd;
      eurPrices[symbol] = eur;
      oldest = Math.min(oldest, at);
    }
    return { prices, eurPrices, at: new Date(oldest), source };
  }

  /** The answer, unless it moved beyond the bound from the last good prices (see above). */
  function trusted(value: UsdPrices, t: number): UsdPrices {
    const previous = cached?.value;
    const jump = previous && movedSymbol(previous.prices, value.prices, maxMove);
    if (!jump) {
      moved = undefined;
      return value;
    }
    if (!moved || movedSymbol(moved.value.prices, value.prices, maxMove)) moved = { since: t, value };
    else if (t - moved.since >= PRICE_MAX_AGE_MS) {
      moved = undefined;
      return value;
    }
    throw new PriceRefusedError(`${jump} moved more than ${maxMove}% from the last good price`);
  }

  return {
    async usdPrices() {
      const t = now().getTime();
      if (cached && t - cached.fetchedAt < PRICE_CACHE_MS) return cached.value;
      try {
        cached = { fetchedAt: t, value: trusted(await fetchPrices(), t) };
        health = { status: 'ok', source, pricesAt: cached.value.at, reason: null };
      } catch (err) {
        health = {
          status: err instanceof PriceRefusedError ? 'refused' : 'unavailable',
          source,
          pricesAt: cached?.value.at ?? null,
          reason: (err as Error).message,
        };
        // A brief outage may still be bridged by the last answer, but only while its prices are fresh enough.
        if (!cached || t - cached.value.at.getTime() > PRICE_MAX_AGE_MS) throw err;
      }
      return cached.value;
    },
    health: () => health,
  };
}

/** The first symbol whose price moved more than `percent` between the two answers, or undefined. */
function movedSymbol(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
  percent: number,
): string | undefined {
  const basisPoints = BigInt(Math.round(percent * 100));
  return Object.keys(after).find((symbol) => {
    const was = before[symbol];
    const is = after[symbol];
    if (!was || !is) return false;
    const a = toScaled(was);
    const b = toScaled(is);
    const scale = Math.max(a.scale, b.scale);
    const old = a.n * 10n ** BigInt(scale - a.scale);
    const next = b.n * 10n ** BigInt(scale - b.scale);
    const change = next > old ? next - old : old - next;
    return change * 10_000n > old * basisPoints;
  });
}

/** JSON numbers as the feed wrote them ("250.12"); exponent forms and non-positive values are refused. */
function decimalOf(value: unknown): string | undefined {
  const text =
    typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value : undefined;
  return text && isPlainDecimal(text) && /[1-9]/.test(text) ? text : undefined;
}
