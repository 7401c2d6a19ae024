import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLANA_TOKENS } from '@paylink/shared';
import { httpPriceSource, PRICE_CACHE_MS } from './http-price-source';
import { quotePrice } from './quote-price';

/** A CoinGecko-compatible feed on a random local port whose answer each test sets. */
let server: Server;
let baseUrl: string;
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const requests: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const SOL = SOLANA_TOKENS.find((t) => t.symbol === 'SOL')!;
const feed = (updatedAt: Date, sol = 200.5) => {
  const at = Math.floor(updatedAt.getTime() / 1000);
  return {
    solana: { usd: sol, eur: sol / 1.08, last_updated_at: at },
    ethereum: { usd: 3100, eur: 2870.37, last_updated_at: at },
    bitcoin: { usd: 61000, eur: 56481.48, last_updated_at: at },
  };
};

describe('HTTP price source (CoinGecko-compatible)', () => {
  it('quotes from the feed, asking for SOL, ETH and BTC in USD and EUR, and caches the answer', async () => {
    let now = new Date('2026-11-23T12:00:00Z');
    answer = { status: 200, body: feed(now) };
    requests.length = 0;
    const source = httpPriceSource(baseUrl, { now: () => now });
    const q = await quotePrice(source, { priceCents: 20_050n, fiat: 'USD', token: SOL, now, ttlMs: 600_000 });
    expect(q).toMatchObject({
      rate: '200.5',
      source: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
      payAmount: 1_000_000_000n,
    });
    expect(requests).toEqual([
      '/api/v3/simple/price?ids=solana,ethereum,bitcoin,euro-coin&vs_currencies=usd,eur&include_last_updated_at=true',
    ]);
    const prices = await source.usdPrices();
    expect(prices.prices).toMatchObject({ SOL: '200.5', ETH: '3100', EUR: '1.08' });
    expect(requests).toHaveLength(1);
    now = new Date(now.getTime() + PRICE_CACHE_MS);
    await source.usdPrices();
    expect(requests).toHaveLength(2);
  });

  it('prices EURC from the feed when fresh (a EUR link quoted from its EUR price); without it, or stale, only EURC is left out', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const at = Math.floor(now.getTime() / 1000);
    const EURC = SOLANA_TOKENS.find((t) => t.symbol === 'EURC')!;
    const ask = (body: unknown, token = EURC) => {
      answer = { status: 200, body };
      return quotePrice(httpPriceSource(baseUrl, { now: () => now }), {
        priceCents: 1000n,
        fiat: 'EUR',
        token,
        now,
        ttlMs: 600_000,
      });
    };
    expect(await ask({ ...feed(now), 'euro-coin': { usd: 1.0791, eur: 0.9992, last_updated_at: at } })).toMatchObject({
      rate: '0.9992',
      payAmount: 10_008_007n,
    });
    for (const eurc of [
      undefined,
      { usd: 1.08, eur: 1, last_updated_at: at - 6 * 60 },
      { usd: 1.08, eur: 1 },
      { usd: 'x', eur: 1, last_updated_at: at },
    ]) {
      const body = { ...feed(now), 'euro-coin': eurc };
      await expect(ask(body)).rejects.toMatchObject({ status: 503 });
      expect((await ask(body, SOL)).rate).toMatch(/^185\.6/);
    }
  });

  it('refuses a price older than 5 minutes with a 503', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    answer = { status: 200, body: feed(new Date(now.getTime() - 6 * 60_000)) };
    const source = httpPriceSource(baseUrl, { now: () => now });
    await expect(
      quotePrice(source, { priceCents: 100n, fiat: 'USD', token: SOL, now, ttlMs: 600_000 }),
    ).rejects.toMatchObject({ status: 503 });
  });

  it('answers 503 when the feed fails, answers nonsense, or is down', async () => {
    const now = new Date();
    const ask = () =>
      quotePrice(httpPriceSource(baseUrl, { now: () => now }), {
        priceCents: 100n,
        fiat: 'EUR',
        token: SOL,
        now,
        ttlMs: 600_000,
      });
    answer = { status: 500, body: { error: 'boom' } };
    await expect(ask()).rejects.toMatchObject({ status: 503 });
    answer = { status: 200, body: { solana: { usd: 'lots' } } };
    await expect(ask()).rejects.toMatchObject({ status: 503 });
    const down = httpPriceSource('http://127.0.0.1:1/api/v3', { now: () => now });
    await expect(
      quotePrice(down, { priceCents: 100n, fiat: 'USD', token: SOL, now, ttlMs: 600_000 }),
    ).rejects.toMatchObject({ status: 503 });
  });

  it('bridges a short outage with the cached prices while they are fresh, never after 5 minutes', async () => {
    let now = new Date('2026-11-23T12:00:00Z');
    answer = { status: 200, body: feed(now) };
    const source = httpPriceSource(baseUrl, { now: () => now });
    await source.usdPrices();
    answer = { status: 503, body: {} };
    now = new Date(now.getTime() + 2 * 60_000);
    await expect(source.usdPrices()).resolves.toMatchObject({ prices: { SOL: '200.5' } });
    now = new Date(now.getTime() + 4 * 60_000);
    await expect(
      quotePrice(source, { priceCents: 100n, fiat: 'USD', token: SOL, now, ttlMs: 600_000 }),
    ).rejects.toMatchObject({ status: 503 });
  });

  it('refuses prices without their last_updated_at or dated in the future, and reports it in health', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const body = feed(now);
    delete (body.ethereum as { last_updated_at?: number }).last_updated_at;
    answer = { status: 200, body };
    const source = httpPriceSource(baseUrl, { now: () => now });
    expect(source.health()).toMatchObject({ status: 'unknown', pricesAt: null });
    await expect(
      quotePrice(source, { priceCents: 100n, fiat: 'USD', token: SOL, now, ttlMs: 600_000 }),
    ).rejects.toMatchObject({ status: 503 });
    expect(source.health()).toMatchObject({ status: 'refused', reason: expect.stringContaining('last_updated_at') });
    // Dated an hour ahead, a price would bridge an outage for an hour: refused too.
    answer = { status: 200, body: feed(new Date(now.getTime() + 3_600_000)) };
    await expect(
      quotePrice(httpPriceSource(baseUrl, { now: () => now }), {
        priceCents: 100n,
        fiat: 'USD',
        token: SOL,
        now,
        ttlMs: 600_000,
      }),
    ).rejects.toMatchObject({ status: 503 });
  });

  it('refuses a price that moved more than the bound from the last good one, like an outage, until the feed holds it for 5 minutes', async () => {
    let now = new Date('2026-11-23T12:00:00Z');
    const source = httpPriceSource(baseUrl, { maxMovePercent: 20, now: () => now });
    const quote = () => quotePrice(source, { priceCents: 100_00n, fiat: 'USD', token: SOL, now, ttlMs: 600_000 });
    answer = { status: 200, body: feed(now, 200) };
    expect((await quote()).rate).toBe('200');
    expect(source.health()).toMatchObject({ status: 'ok', pricesAt: now });

    // A 19% move is the market: taken.
    now = new Date(now.getTime() + PRICE_CACHE_MS);
    answer = { status: 200, body: feed(now, 238) };
    expect((await quote()).rate).toBe('238');

    // A 60% drop in a minute is a glitch (or a tampered feed): not used. The last good price bridges it while fresh.
    now = new Date(now.getTime() + PRICE_CACHE_MS);
    answer = { status: 200, body: feed(now, 95.2) };
    expect((await quote()).rate).toBe('238');
    expect(source.health()).toMatchObject({
      status: 'refused',
      reason: 'SOL moved more than 20% from the last good price',
    });
    // Once the last good price is too old to bridge, a new quote is a 503.
    now = new Date(now.getTime() + 4.5 * 60_000);
    answer = { status: 200, body: feed(now, 95.2) };
    await expect(quote()).rejects.toMatchObject({ status: 503 });
    // The feed has held the new level for 5 minutes: the market really moved, the price is taken.
    now = new Date(now.getTime() + 60_000);
    answer = { status: 200, body: feed(now, 96) };
    expect((await quote()).rate).toBe('96');
    expect(source.health()).toMatchObject({ status: 'ok', reason: null });
  });

  it('keeps refusing a feed that jumps around: the new level must hold within the bound', async () => {
    let now = new Date('2026-11-23T12:00:00Z');
    const source = httpPriceSource(baseUrl, { now: () => now });
    answer = { status: 200, body: feed(now, 200) };
    await source.usdPrices();
    for (const sol of [20, 2000, 20, 2000, 20, 2000, 20]) {
      now = new Date(now.getTime() + 60_000);
      answer = { status: 200, body: feed(now, sol) };
      await source.usdPrices().catch(() => undefined);
      expect(source.health().status).toBe('refused');
    }
  });
});
