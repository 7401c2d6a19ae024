import { describe, expect, it } from 'vitest';
import { SOLANA_TOKENS, type TokenInfo } from '@paylink/shared';
import { AppError } from '../../lib/app-error';
import { divideDecimal, fiatToTokenUnits, fiatValueCents, tokenUnitsToFiatCents } from './decimal-math';
import { DEFAULT_OFFLINE_PRICES, offlinePriceSource, parseOfflinePrices } from './offline-price-source';
import type { PriceSource } from './price-source';
import { quotePrice } from './quote-price';
import { quoteHolds } from './quote-ruling';

const SOL = SOLANA_TOKENS.find((t) => t.symbol === 'SOL')!;
const USDC = SOLANA_TOKENS.find((t) => t.symbol === 'USDC')!;
const ETH: TokenInfo = { symbol: 'ETH', name: 'Ether', decimals: 18, walletDecimals: 8 };
const now = new Date('2026-11-23T12:00:00Z');
const offline = offlinePriceSource(DEFAULT_OFFLINE_PRICES, () => now);
const quote = (source: PriceSource, priceCents: bigint, fiat: 'USD' | 'EUR', token: TokenInfo) =>
  quotePrice(source, { priceCents, fiat, token, now, ttlMs: 600_000 });

describe('quotes from the offline prices', () => {
  it('prices 25 USD at 1 SOL = 250 USD as 0.1 SOL, locked for the TTL', async () => {
    const q = await quote(offline, 2500n, 'USD', SOL);
    expect(q).toMatchObject({ rate: '250', source: 'offline', payAmount: 100_000_000n });
    expect(q.quotedAt).toEqual(now);
    expect(q.expiresAt).toEqual(new Date(now.getTime() + 600_000));
  });

  it('values USDC at 1 USD and ETH at 3,000 USD', async () => {
    expect((await quote(offline, 1999n, 'USD', USDC)).payAmount).toBe(19_990_000n);
    expect((await quote(offline, 300_000n, 'USD', ETH)).payAmount).toBe(10n ** 18n);
  });

  it('goes through EUR/USD = 1.08 for EUR prices', async () => {
    const q = await quote(offline, 1000n, 'EUR', USDC);
    expect(q.rate).toBe('0.925925925926');
    // 10 EUR = 10.80 USD exactly: the amount comes from the exact ratio, not from the rate rounded to 12 places.
    expect(q.payAmount).toBe(10_800_000n);
    expect((await quote(offline, 10_000n, 'EUR', SOL)).payAmount).toBe(432_000_000n);
  });

  it('rounds up at the token decimals, never down', async () => {
    const thirds = offlinePriceSource(parseOfflinePrices('SOL=3'), () => now);
    // 1 USD at 3 USD per SOL = 0.3333333333... SOL: 333,333,334 lamports, so the merchant is never short.
    expect((await quote(thirds, 100n, 'USD', SOL)).payAmount).toBe(333_333_334n);
    expect(fiatToTokenUnits(1n, '7', 6)).toBe(1429n);
    expect(fiatToTokenUnits(700n, '7', 6)).toBe(1_000_000n);
  });

  it('rounds an ETH amount up to the 8 decimals a wallet shows, never to 18', async () => {
    const odd = offlinePriceSource(parseOfflinePrices('ETH=3456.78'), () => now);
    // 30 USD / 3456.78 = 0.0086785968…: 0.00867860 ETH.
    expect((await quote(odd, 3000n, 'USD', ETH)).payAmount).toBe(8_678_600_000_000_000n);
  });

  it('is overridable by OFFLINE_PRICES and refuses bad entries', () => {
    // EURC follows a changed EUR (a euro coin is worth a euro offline) unless priced on its own.
    expect(parseOfflinePrices('SOL=180.5, eur=1.1')).toEqual({
      SOL: '180.5',
      ETH: '3000',
      BTC: '60000',
      EUR: '1.1',
      EURC: '1.1',
    });
    expect(parseOfflinePrices('EUR=1.1,EURC=1.09')).toMatchObject({ EUR: '1.1', EURC: '1.09' });
    expect(parseOfflinePrices(undefined)).toEqual(DEFAULT_OFFLINE_PRICES);
    expect(() => parseOfflinePrices('SOL=abc')).toThrow(/SOL=250/);
    expect(() => parseOfflinePrices('SOL=0')).toThrow();
  });
});

describe('USDT, PYUSD and EURC', () => {
  const token = (symbol: string) => SOLANA_TOKENS.find((t) => t.symbol === symbol)!;

  it('values USDT and PYUSD at 1 USD, like USDC', async () => {
    expect((await quote(offline, 1999n, 'USD', token('USDT'))).payAmount).toBe(19_990_000n);
    expect((await quote(offline, 1999n, 'USD', token('PYUSD'))).payAmount).toBe(19_990_000n);
  });

  it('quotes a EUR link in EURC at 1 EUR offline, and a USD link through EURC’s USD price', async () => {
    expect(await quote(offline, 1000n, 'EUR', token('EURC'))).toMatchObject({ rate: '1', payAmount: 10_000_000n });
    expect((await quote(offline, 1080n, 'USD', token('EURC'))).payAmount).toBe(10_000_000n);
  });

  it('quotes a EUR link in EURC from the EUR price of EURC the source gives, not through USD', async () => {
    const feed: PriceSource = {
      usdPrices: async () => ({
        prices: { SOL: '250', EUR: '1.08', EURC: '1.0' },
        eurPrices: { EURC: '0.998' },
        at: now,
        source: 'feed',
      }),
      health: () => ({ status: 'ok', source: 'feed', pricesAt: now, reason: null }),
    };
    expect(await quote(feed, 998n, 'EUR', token('EURC'))).toMatchObject({ rate: '0.998', payAmount: 10_000_000n });
    // Without a EURC price, a link priced in USD or EUR cannot be offered it (503); SOL still quotes.
    const noEurc = offlinePriceSource({ SOL: '250', EUR: '1.08' }, () => now);
    await expect(quote(noEurc, 1000n, 'EUR', token('EURC'))).rejects.toMatchObject({ status: 503 });
    expect((await quote(noEurc, 2500n, 'USD', SOL)).payAmount).toBe(100_000_000n);
  });
});

describe('never a made-up rate', () => {
  it('answers 503 when the price is older than 5 minutes', async () => {
    const stale = offlinePriceSource(DEFAULT_OFFLINE_PRICES, () => new Date(now.getTime() - 5 * 60_000 - 1));
    await expect(quote(stale, 2500n, 'USD', SOL)).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/price cannot be shown right now/),
    });
  });

  it('answers 503 when the source has no price for the token', async () => {
    const noEth = offlinePriceSource({ SOL: '250', EUR: '1.08' }, () => now);
    await expect(quote(noEth, 2500n, 'USD', ETH)).rejects.toBeInstanceOf(AppError);
  });
});

describe('the quote rule for late payments', () => {
  it('binds up to 2 minutes after the quote expired, then no more (whatever arrived before)', () => {
    expect(quoteHolds(now, new Date(now.getTime() - 1000))).toBe(true);
    expect(quoteHolds(now, new Date(now.getTime() + 120_000))).toBe(true);
    expect(quoteHolds(now, new Date(now.getTime() + 120_001))).toBe(false);
  });
});

describe('decimal arithmetic', () => {
  it('divides and converts without floats', () => {
    expect(divideDecimal('250', '1.08', 12)).toBe('231.481481481481');
    expect(divideDecimal('1', '3', 4)).toBe('0.3333');
    expect(divideDecimal('2', '3', 4)).toBe('0.6667');
    expect(tokenUnitsToFiatCents(100_000_000n, '250', 9)).toBe(2500n);
    expect(tokenUnitsToFiatCents(12_345n, '1', 6)).toBe(1n);
    // What a payment counts toward a price rounds down: 0.0199999 USDC pays 1 cent, not 2.
    expect(fiatValueCents(19_999n, '1', 6)).toBe(1n);
    expect(fiatValueCents(333_333_334n, '3', 9)).toBe(100n);
    expect(fiatValueCents(1n, '250', 9)).toBe(0n);
  });
});
