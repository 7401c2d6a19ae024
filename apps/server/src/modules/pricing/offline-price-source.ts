import { isPlainDecimal } from './decimal-math';
import type { PriceSource } from './price-source';

/**
 * The spec's example rates (1 SOL = 250 USD) plus ETH, BTC, EUR/USD and EURC (at 1 EUR): the embedded default, so
 * `npm start` quotes with no setting. USDC, USDT and PYUSD are pinned at 1 USD (quote-price.ts).
 */
export const DEFAULT_OFFLINE_PRICES: Readonly<Record<string, string>> = {
  SOL: '250',
  ETH: '3000',
  BTC: '60000',
  EUR: '1.08',
  EURC: '1.08',
};

/** OFFLINE_PRICES="SOL=180.5,EUR=1.1": USD prices that replace (or add to) the defaults. */
export function parseOfflinePrices(text: string | undefined): Record<string, string> {
  const prices: Record<string, string> = { ...DEFAULT_OFFLINE_PRICES };
  for (const part of (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [symbol, value] = part.split('=').map((s) => s.trim());
    if (!symbol || !value || !isPlainDecimal(value) || /^0*\.?0*$/.test(value)) {
      throw new Error(`OFFLINE_PRICES: "${part}" must look like SOL=250 (a positive USD price)`);
    }
    prices[symbol.toUpperCase()] = value;
  }
  // EURC is worth a euro offline unless priced on its own: it follows a changed EUR.
  if (!/(^|,)\s*EURC\s*=/i.test(text ?? '')) prices.EURC = prices.EUR!;
  return prices;
}

/** Fixed prices, always current: the offline/demo source. */
export function offlinePriceSource(
  prices: Readonly<Record<string, string>>,
  now: () => Date = () => new Date(),
): PriceSource {
  return {
    usdPrices: async () => ({ prices, at: now(), source: 'offline' }),
    health: () => ({ status: 'ok', source: 'offline', pricesAt: now(), reason: null }),
  };
}
