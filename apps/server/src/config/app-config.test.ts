import { describe, expect, it } from 'vitest';
import { buildAppConfig } from './app-config';
import { loadEnv } from './env';

const chain = (local: boolean) => ({ rpcUrl: 'http://127.0.0.1:8899', wsUrl: 'ws://127.0.0.1:8900', local });

describe('WEBHOOK_ALLOW_PRIVATE', () => {
  it('defaults to false in production (an external RPC) and true only with the embedded local chain', () => {
    expect(buildAppConfig(loadEnv({}), chain(false)).webhooks.allowPrivate).toBe(false);
    expect(buildAppConfig(loadEnv({}), chain(true)).webhooks.allowPrivate).toBe(true);
  });

  it('follows an explicit setting either way', () => {
    expect(buildAppConfig(loadEnv({ WEBHOOK_ALLOW_PRIVATE: 'false' }), chain(true)).webhooks.allowPrivate).toBe(false);
    expect(buildAppConfig(loadEnv({ WEBHOOK_ALLOW_PRIVATE: 'true' }), chain(false)).webhooks.allowPrivate).toBe(true);
    expect(() => loadEnv({ WEBHOOK_ALLOW_PRIVATE: 'maybe' })).toThrow(/WEBHOOK_ALLOW_PRIVATE: must be true or false/);
  });
});
