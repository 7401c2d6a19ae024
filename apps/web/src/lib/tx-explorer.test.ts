import { describe, expect, it } from 'vitest';
import type { AppConfig } from './app-config';
import { txExplorer } from './tx-explorer';

const config = (bitcoin: AppConfig['bitcoin']) => ({ evm: {}, bitcoin, explorerCluster: 'mainnet-beta', rpcUrl: null }) as unknown as AppConfig;
const TXID = 'a'.repeat(64);

describe('Bitcoin transaction links', () => {
  it('point at mempool.space for the public chains, and nowhere on regtest', () => {
    expect(txExplorer('bitcoin', config({ network: 'mainnet', confirmations: 1, localChain: false }))?.url(TXID)).toBe(`https://mempool.space/tx/${TXID}`);
    expect(txExplorer('bitcoin', config({ network: 'testnet4', confirmations: 1, localChain: false }))?.url(TXID)).toBe(`https://mempool.space/testnet4/tx/${TXID}`);
    expect(txExplorer('bitcoin', config({ network: 'signet', confirmations: 1, localChain: false }))?.url(TXID)).toBe(`https://mempool.space/signet/tx/${TXID}`);
    expect(txExplorer('bitcoin', config({ network: 'regtest', confirmations: 1, localChain: true }))).toBeNull();
    expect(txExplorer('bitcoin', config(null))).toBeNull();
  });
});
