import { describe, expect, it } from 'vitest';
import { createPublicClient, getAddress, http } from 'viem';
import { EVM_NETWORK_ROWS, EVM_NETWORKS, evmTokens, NETWORKS, type EvmNetworkRow } from '@paylink/shared';
import type { Deps } from '../deps';
import { offeredAdapters, watchedAdapter } from '../jobs/watched-adapters';
import { chainAdapters, networkRails } from '../modules/chains/chain-adapters';
import { networkProfiles } from '../modules/chains/network-profiles';
import { resolvePayOptions } from '../modules/payments/links/resolve-pay-options';
import { supportedTokens } from '../modules/payments/links/supported-tokens';
import { buildAppConfig } from './app-config';
import { evmNetworks, wantsEvmLocalChain } from './chain-config';
import { loadEnv } from './env';

/** A network no code knows: a test-only row, as docs/rails.md tells a developer to add one. */
const SCROLL: EvmNetworkRow = {
  network: 'scroll',
  name: 'Scroll',
  chainId: 534352,
  env: 'SCROLL',
  gasCoin: { symbol: 'ETH', name: 'Ethereum' },
  usdc: '0x06eFdBFf2a14a7c8E15944D1F4A48F9F95F663A4',
  tokens: [{ symbol: 'USDT', contract: '0xf55BEC9cafDbE8730f096Aa55dad6D22d44099Df' }],
  explorer: 'https://scrollscan.com',
  explorerName: 'Scrollscan',
  confirmations: 64,
  head: 'latest',
};
const ROWS = [...EVM_NETWORK_ROWS, SCROLL];
const ETH_WALLET = '0x52908400098527886e0f7030069857d2e4169ee7';

function configWith(env: Record<string, string>) {
  const parsed = loadEnv({ SOLANA_RPC_URL: 'https://solana.example', ...env }, [SCROLL]);
  return {
    ...buildAppConfig(parsed, { rpcUrl: 'https://solana.example', wsUrl: 'wss://solana.example', local: false }),
    evm: evmNetworks(parsed, {}, ROWS),
  };
}

describe('an EVM network is a row', () => {
  it('a new row and its env variables: config, the rail registry, tokens, pay options and the published profile pick it up', () => {
    const config = configWith({ SCROLL_RPC_URL: 'https://scroll.example', SCROLL_CONFIRMATIONS: '30' });
    const tokens = [
      { symbol: 'ETH', name: 'Ethereum', decimals: 18, walletDecimals: 8 },
      { symbol: 'USDC', name: 'USD Coin', decimals: 6, contract: SCROLL.usdc },
      { symbol: 'USDT', name: 'Tether USD', decimals: 6, contract: SCROLL.tokens[0]!.contract },
    ];
    expect(config.evm).toEqual({
      scroll: {
        name: 'Scroll',
        rpcUrl: 'https://scroll.example',
        chainId: 534352,
        usdcAddress: SCROLL.usdc,
        tokens,
        confirmations: 30,
        head: 'latest',
        localChain: false,
        explorerUrl: 'https://scrollscan.com',
      },
    });
    expect(supportedTokens(config).scroll).toEqual(tokens);
    expect(networkProfiles(config).find((p) => p.network === 'scroll')).toMatchObject({
      name: 'Scroll',
      addressFormat: 'evm',
      savedWallet: 'ethAddress',
      matchBy: 'amount',
      chainId: 534352,
      confirmations: 30,
      sendExactly: true,
      testWallet: false,
    });
    expect(
      resolvePayOptions(config, { walletAddress: null, ethAddress: ETH_WALLET }, [
        { network: 'scroll', currency: 'USDT' },
      ]),
    ).toEqual([
      { network: 'scroll', currency: 'USDT', recipientAddress: '0x52908400098527886E0F7030069857D2E4169EE7' },
    ]);
    const client = createPublicClient({ transport: http('https://scroll.example') });
    const adapter = chainAdapters({
      solanaRpc: null as never,
      commitment: 'confirmed',
      evm: { scroll: client } as never,
      evmConfig: config.evm,
    }).get('scroll');
    expect(adapter?.finality).toEqual({ rule: 'depth', confirmations: 30, safeHead: false });
  });

  it('the watcher picks a new row up: startWatcher runs a loop per offered adapter, and reads it once its node answers', async () => {
    const config = configWith({ SCROLL_RPC_URL: 'https://scroll.example' });
    const client = createPublicClient({ transport: http('https://scroll.example') });
    const deps = {
      config,
      solanaRpc: null,
      bitcoin: null,
      evm: { scroll: client },
      evmChains: { verifiedClients: async () => ({ scroll: client }), checks: () => ({}) },
    } as unknown as Deps;
    expect([...offeredAdapters(deps).keys()].sort()).toEqual(['scroll', 'solana']);
    const watched = await watchedAdapter(deps, 'scroll');
    expect(watched?.finality).toEqual({ rule: 'depth', confirmations: 64, safeHead: false });
    expect(watched?.matchBy).toBe('amount');
  });

  it('without its RPC URL the network is not offered; the row defaults its confirmations and head', () => {
    expect(configWith({}).evm).toEqual({});
    expect(
      (configWith({ SCROLL_RPC_URL: 'https://scroll.example' }).evm as Record<string, unknown>).scroll,
    ).toMatchObject({ confirmations: 64, head: 'latest' });
  });

  it('one registry gives each offered network both its rail and, once connected, its adapter', () => {
    const config = configWith({ SCROLL_RPC_URL: 'https://scroll.example', ETHEREUM_RPC_URL: 'https://eth.example' });
    const clients = Object.fromEntries(
      Object.keys(config.evm).map((network) => [
        network,
        createPublicClient({ transport: http('https://evm.example') }),
      ]),
    );
    const adapters = chainAdapters({
      solanaRpc: null as never,
      commitment: 'confirmed',
      evm: clients as never,
      evmConfig: config.evm,
    });
    expect([...networkRails(config).keys()].sort()).toEqual(['ethereum', 'scroll', 'solana']);
    expect([...adapters.keys()].sort()).toEqual([...networkRails(config).keys()].sort());
    // An adapter is its network's rail, connected: the same payment request builder.
    expect(adapters.get('scroll')?.matchBy).toBe(networkRails(config).get('scroll')?.matchBy);
  });

  it('Polygon, Arbitrum and OP Mainnet: switched on by their RPC URL, with their gas coin, USDC and USDT, finality and explorer', () => {
    const config = configWith({
      POLYGON_RPC_URL: 'https://polygon.example',
      ARBITRUM_RPC_URL: 'https://arbitrum.example',
      OPTIMISM_RPC_URL: 'https://op.example',
    });
    const tokens = supportedTokens(config);
    expect(tokens.polygon).toEqual([
      { symbol: 'POL', name: 'Polygon', decimals: 18, walletDecimals: 8 },
      { symbol: 'USDC', name: 'USD Coin', decimals: 6, contract: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
      { symbol: 'USDT', name: 'Tether USD', decimals: 6, contract: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F' },
    ]);
    expect(tokens.arbitrum!.map((t) => [t.symbol, t.contract])).toEqual([
      ['ETH', undefined],
      ['USDC', '0xaf88d065e77c8cC2239327C5EDb3A432268e5831'],
      ['USDT', '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9'],
    ]);
    expect(tokens.optimism!.map((t) => [t.symbol, t.contract])).toEqual([
      ['ETH', undefined],
      ['USDC', '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85'],
      ['USDT', '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58'],
    ]);
    expect(
      Object.fromEntries(
        Object.entries(config.evm).map(([n, net]) => [n, [net.chainId, net.confirmations, net.head, net.explorerUrl]]),
      ),
    ).toEqual({
      polygon: [137, 64, 'latest', 'https://polygonscan.com'],
      arbitrum: [42161, 40, 'safe', 'https://arbiscan.io'],
      optimism: [10, 10, 'safe', 'https://optimistic.etherscan.io'],
    });
    expect(networkProfiles(config).map((p) => p.name)).toEqual(
      expect.arrayContaining(['Polygon', 'Arbitrum', 'OP Mainnet']),
    );
  });

  it('USDT on every EVM network, EURC on Ethereum and Base, PYUSD on Ethereum, each at a checksummed contract', () => {
    const listed = Object.fromEntries(
      EVM_NETWORK_ROWS.map((row) => [row.network, evmTokens(row).map((t) => t.symbol)]),
    );
    expect(listed).toEqual({
      ethereum: ['ETH', 'USDC', 'USDT', 'EURC', 'PYUSD'],
      base: ['ETH', 'USDC', 'USDT', 'EURC'],
      polygon: ['POL', 'USDC', 'USDT'],
      arbitrum: ['ETH', 'USDC', 'USDT'],
      optimism: ['ETH', 'USDC', 'USDT'],
    });
    for (const row of EVM_NETWORK_ROWS)
      for (const t of evmTokens(row)) if (t.contract) expect(getAddress(t.contract)).toBe(t.contract);
  });

  it('EVM_LOCAL_NETWORKS: Ethereum and Base by default; a listed network gets a local chain unless it has an RPC URL; a typo stops the start', () => {
    const wants = (env: Record<string, string>) => EVM_NETWORKS.filter((n) => wantsEvmLocalChain(loadEnv(env), n));
    expect(wants({})).toEqual(['ethereum', 'base']);
    expect(
      wants({ EVM_LOCAL_NETWORKS: 'ethereum, base,polygon,arbitrum,optimism', BASE_RPC_URL: 'https://base.example' }),
    ).toEqual(['ethereum', 'polygon', 'arbitrum', 'optimism']);
    expect(wants({ EVM_LOCAL_NETWORKS: 'arbitrum', SOLANA_RPC_URL: 'https://solana.example' })).toEqual([]);
    expect(() => loadEnv({ EVM_LOCAL_NETWORKS: 'ethereum,arbitrum-one' })).toThrow(
      /EVM_LOCAL_NETWORKS: must list networks among ethereum, base, polygon, arbitrum, optimism/,
    );
  });

  it('the built-in rows are the networks the API schemas accept', () => {
    for (const row of EVM_NETWORK_ROWS) expect(NETWORKS).toContain(row.network);
  });
});
