import { describe, expect, it } from 'vitest';
import { buildAppConfig } from './app-config';
import { loadEnv } from './env';

const chain = (local: boolean) => ({ rpcUrl: 'http://127.0.0.1:8899', wsUrl: 'ws://127.0.0.1:8900', local });

describe('WEBHOOK_ALLOW_PRIVATE', () => {
  it('defaults to true only offline (embedded chain and embedded database), false otherwise', () => {
    expect(buildAppConfig(loadEnv({}), chain(false)).webhooks.allowPrivate).toBe(false);
    expect(buildAppConfig(loadEnv({}), chain(true)).webhooks.allowPrivate).toBe(true);
    expect(
      buildAppConfig(loadEnv({ DATABASE_URL: 'postgres://db.example/paylink' }), chain(true)).webhooks.allowPrivate,
    ).toBe(false);
  });

  it('follows an explicit setting either way', () => {
    expect(buildAppConfig(loadEnv({ WEBHOOK_ALLOW_PRIVATE: 'false' }), chain(true)).webhooks.allowPrivate).toBe(false);
    expect(buildAppConfig(loadEnv({ WEBHOOK_ALLOW_PRIVATE: 'true' }), chain(false)).webhooks.allowPrivate).toBe(true);
    expect(() => loadEnv({ WEBHOOK_ALLOW_PRIVATE: 'maybe' })).toThrow(/WEBHOOK_ALLOW_PRIVATE: must be true or false/);
  });
});

describe('offline mode: the embedded chain and the embedded database, both', () => {
  it('is on only with both; the dev outbox follows it and cannot be forced on elsewhere', () => {
    expect(buildAppConfig(loadEnv({}), chain(true))).toMatchObject({ offline: true, devOutbox: true });
    expect(buildAppConfig(loadEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }), chain(true))).toMatchObject({
      offline: true,
      devOutbox: false,
    });
    expect(buildAppConfig(loadEnv({ DATABASE_URL: 'postgres://db.example/paylink' }), chain(true))).toMatchObject({
      offline: false,
      devOutbox: false,
    });
    expect(buildAppConfig(loadEnv({}), chain(false))).toMatchObject({ offline: false, devOutbox: false });
    expect(buildAppConfig(loadEnv({ DEV_OUTBOX: 'true' }), chain(false)).devOutbox).toBe(false);
  });
});

describe('PRICE_FEED_URL and PRICE_MAX_MOVE_PERCENT', () => {
  const online = (env: Record<string, string>) =>
    buildAppConfig(loadEnv({ DATABASE_URL: 'postgres://db.example/paylink', ...env }), chain(false));

  it('refuses a plain-http feed outside offline mode, except on this machine', () => {
    expect(() => online({ PRICE_FEED_URL: 'http://api.coingecko.com/api/v3' })).toThrow(
      /PRICE_FEED_URL: must be an https:\/\/ URL/,
    );
    expect(online({ PRICE_FEED_URL: 'https://api.coingecko.com/api/v3' }).pricing.feedUrl).toBe(
      'https://api.coingecko.com/api/v3',
    );
    expect(online({ PRICE_FEED_URL: 'http://127.0.0.1:9000/api/v3' }).pricing.feedUrl).toBe(
      'http://127.0.0.1:9000/api/v3',
    );
    expect(buildAppConfig(loadEnv({ PRICE_FEED_URL: 'http://prices.lan/api/v3' }), chain(true)).pricing.feedUrl).toBe(
      'http://prices.lan/api/v3',
    );
  });

  it('bounds a price move at 20% unless set', () => {
    expect(online({}).pricing.maxMovePercent).toBe(20);
    expect(online({ PRICE_MAX_MOVE_PERCENT: '7.5' }).pricing.maxMovePercent).toBe(7.5);
    expect(() => loadEnv({ PRICE_MAX_MOVE_PERCENT: '0' })).toThrow(/PRICE_MAX_MOVE_PERCENT/);
  });
});

describe('the head EVM confirmations count from', () => {
  it('is the safe head on Base and the latest on Ethereum with real RPCs, the latest on the local chains, unless set', () => {
    const rpcs = { ETHEREUM_RPC_URL: 'https://eth.example', BASE_RPC_URL: 'https://base.example' };
    expect(buildAppConfig(loadEnv(rpcs), chain(false)).evm).toMatchObject({
      ethereum: { head: 'latest' },
      base: { head: 'safe' },
    });
    expect(
      buildAppConfig(loadEnv({ ...rpcs, BASE_HEAD: 'latest', ETHEREUM_HEAD: 'safe' }), chain(false)).evm,
    ).toMatchObject({ ethereum: { head: 'safe' }, base: { head: 'latest' } });
    const local = { rpcUrl: 'http://127.0.0.1:8546', usdcAddress: '0x5dc05dc05dc05dc05dc05dc05dc05dc05dc05dc0' };
    expect(buildAppConfig(loadEnv({}), chain(true), { base: local }).evm.base?.head).toBe('latest');
    expect(() => loadEnv({ BASE_HEAD: 'finalized' })).toThrow(/BASE_HEAD/);
  });
});

describe('the screening list source', () => {
  it('is a URL over http(s) or a file, not both; unset, none', () => {
    expect(buildAppConfig(loadEnv({}), chain(true)).screening.source).toBeNull();
    expect(
      buildAppConfig(loadEnv({ SCREENING_LIST_URL: 'https://lists.example/sdn.csv' }), chain(true)).screening.source,
    ).toEqual({ url: 'https://lists.example/sdn.csv' });
    expect(
      buildAppConfig(loadEnv({ SCREENING_LIST_PATH: '/etc/paylink/list.txt' }), chain(true)).screening.source,
    ).toEqual({ path: '/etc/paylink/list.txt' });
    expect(() => loadEnv({ SCREENING_LIST_URL: 'ftp://lists.example/sdn.csv' })).toThrow(
      /SCREENING_LIST_URL: must be an http\(s\) URL/,
    );
    expect(() =>
      buildAppConfig(
        loadEnv({ SCREENING_LIST_URL: 'https://lists.example/sdn.csv', SCREENING_LIST_PATH: '/tmp/list.txt' }),
        chain(true),
      ),
    ).toThrow(/not both/);
  });
});
