import { describe, expect, it } from 'vitest';
import { createPublicClient, http } from 'viem';
import { EVM_NETWORK_ROWS, NETWORKS, type EvmNetworkRow } from '@paylink/shared';
import { chainAdapters, networkRails } from '../modules/chains/chain-adapters';
import { networkProfiles } from '../modules/chains/network-profiles';
import { resolvePayOptions } from '../modules/payments/links/resolve-pay-options';
import { supportedTokens } from '../modules/payments/links/supported-tokens';
import { buildAppConfig, evmNetworks } from './app-config';
import { loadEnv } from './env';

/** A network no code knows: a test-only row, as docs/rails.md tells a developer to add one. */
const POLYGON: EvmNetworkRow = {
  network: 'polygon',
  name: 'Polygon',
  chainId: 137,
  env: 'POLYGON',
  usdc: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  explorer: 'https://polygonscan.com',
  explorerName: 'Polygonscan',
  confirmations: 64,
  head: 'latest',
};
const ROWS = [...EVM_NETWORK_ROWS, POLYGON];
const ETH_WALLET = '0x52908400098527886e0f7030069857d2e4169ee7';

function configWith(env: Record<string, string>) {
  const parsed = loadEnv({ SOLANA_RPC_URL: 'https://solana.example', ...env }, [POLYGON]);
  return { ...buildAppConfig(parsed, { rpcUrl: 'https://solana.example', wsUrl: 'wss://solana.example', local: false }), evm: evmNetworks(parsed, {}, ROWS) };
}

describe('an EVM network is a row', () => {
  it('a new row and its env variables: config, the rail registry, tokens, pay options and the published profile pick it up', () => {
    const config = configWith({ POLYGON_RPC_URL: 'https://polygon.example', POLYGON_CONFIRMATIONS: '30' });
    expect(config.evm).toEqual({
      polygon: { name: 'Polygon', rpcUrl: 'https://polygon.example', chainId: 137, usdcAddress: POLYGON.usdc, confirmations: 30, head: 'latest', localChain: false, explorerUrl: 'https://polygonscan.com' },
    });
    expect(supportedTokens(config).polygon).toEqual([
      { symbol: 'ETH', name: 'Ethereum', decimals: 18 },
      { symbol: 'USDC', name: 'USD Coin', decimals: 6, contract: POLYGON.usdc },
    ]);
    expect(networkProfiles(config).find((p) => p.network === 'polygon')).toMatchObject({ name: 'Polygon', addressFormat: 'evm', savedWallet: 'ethAddress', matchBy: 'amount', chainId: 137, confirmations: 30, sendExactly: true, testWallet: false });
    expect(resolvePayOptions(config, { walletAddress: null, ethAddress: ETH_WALLET }, [{ network: 'polygon', currency: 'USDC' }])).toEqual([
      { network: 'polygon', currency: 'USDC', recipientAddress: '0x52908400098527886E0F7030069857D2E4169EE7' },
    ]);
    const client = createPublicClient({ transport: http('https://polygon.example') });
    const adapter = chainAdapters({ solanaRpc: null as never, commitment: 'confirmed', evm: { polygon: client } as never, evmConfig: config.evm }).get('polygon');
    expect(adapter?.finality).toEqual({ rule: 'depth', confirmations: 30, safeHead: false });
  });

  it('without its RPC URL the network is not offered; the row defaults its confirmations and head', () => {
    expect(configWith({}).evm).toEqual({});
    expect((configWith({ POLYGON_RPC_URL: 'https://polygon.example' }).evm as Record<string, unknown>).polygon).toMatchObject({ confirmations: 64, head: 'latest' });
  });

  it('one registry gives each offered network both its rail and, once connected, its adapter', () => {
    const config = configWith({ POLYGON_RPC_URL: 'https://polygon.example', ETHEREUM_RPC_URL: 'https://eth.example' });
    const clients = Object.fromEntries(Object.keys(config.evm).map((network) => [network, createPublicClient({ transport: http('https://evm.example') })]));
    const adapters = chainAdapters({ solanaRpc: null as never, commitment: 'confirmed', evm: clients as never, evmConfig: config.evm });
    expect([...networkRails(config).keys()].sort()).toEqual(['ethereum', 'polygon', 'solana']);
    expect([...adapters.keys()].sort()).toEqual([...networkRails(config).keys()].sort());
    // An adapter is its network's rail, connected: the same payment request builder.
    expect(adapters.get('polygon')?.matchBy).toBe(networkRails(config).get('polygon')?.matchBy);
  });

  it('the built-in rows are the networks the API schemas accept', () => {
    for (const row of EVM_NETWORK_ROWS) expect(NETWORKS).toContain(row.network);
  });
});
