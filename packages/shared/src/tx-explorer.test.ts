import { describe, expect, it } from 'vitest';
import type { ClientConfig } from './client-config-schema';
import { txExplorer } from './tx-explorer';

const config = (bitcoin: ClientConfig['bitcoin']) =>
  ({ evm: {}, bitcoin, explorerCluster: 'mainnet-beta', rpcUrl: null }) as unknown as ClientConfig;
const TXID = 'a'.repeat(64);

describe('Solana transaction links', () => {
  it('name the cluster the server watches, and the local chain by its RPC', () => {
    const solana = (explorerCluster: ClientConfig['explorerCluster'], rpcUrl: string | null) =>
      ({ ...config(null), explorerCluster, rpcUrl }) as ClientConfig;
    expect(txExplorer('solana', solana('mainnet-beta', null))?.url('sig')).toBe('https://explorer.solana.com/tx/sig');
    expect(txExplorer('solana', solana('devnet', null))?.url('sig')).toBe(
      'https://explorer.solana.com/tx/sig?cluster=devnet',
    );
    expect(txExplorer('solana', solana('custom', 'http://127.0.0.1:8899'))?.url('sig')).toBe(
      'https://explorer.solana.com/tx/sig?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899',
    );
  });
});

describe('Bitcoin transaction links', () => {
  it('point at mempool.space for the public chains, and nowhere on regtest', () => {
    expect(txExplorer('bitcoin', config({ network: 'mainnet', confirmations: 1, localChain: false }))?.url(TXID)).toBe(
      `https://mempool.space/tx/${TXID}`,
    );
    expect(txExplorer('bitcoin', config({ network: 'testnet4', confirmations: 1, localChain: false }))?.url(TXID)).toBe(
      `https://mempool.space/testnet4/tx/${TXID}`,
    );
    expect(txExplorer('bitcoin', config({ network: 'signet', confirmations: 1, localChain: false }))?.url(TXID)).toBe(
      `https://mempool.space/signet/tx/${TXID}`,
    );
    expect(txExplorer('bitcoin', config({ network: 'regtest', confirmations: 1, localChain: true }))).toBeNull();
    expect(txExplorer('bitcoin', config(null))).toBeNull();
  });
});
