import { EVM_NETWORK_INFO, EVM_NETWORK_ROWS, evmTokens, type EvmNetwork, type EvmNetworkRow } from '@paylink/shared';
import type { Env } from './env';
import type { AppConfig, BitcoinConfig, EvmHead, EvmLocalChains, EvmNetworkConfig } from './app-config';

// Which networks the environment offers, and how each is reached: the EVM network rows and Bitcoin, for buildAppConfig.

/** A row's env variables (config/env.ts reads every row's). */
const evmEnv = (env: Env, row: Pick<EvmNetworkRow, 'env'>) => {
  const vars = env as unknown as Record<string, string | number | undefined>;
  return {
    rpcUrl: vars[`${row.env}_RPC_URL`] as string | undefined,
    usdc: vars[`${row.env}_USDC_ADDRESS`] as string | undefined,
    confirmations: vars[`${row.env}_CONFIRMATIONS`] as number | undefined,
    head: vars[`${row.env}_HEAD`] as EvmHead | undefined,
  };
};

/**
 * Whether the server should start the embedded chain for `network`: listed in EVM_LOCAL_NETWORKS, no RPC URL, and
 * EVM_LOCALNET on (by default when Solana is local).
 */
export function wantsEvmLocalChain(env: Env, network: EvmNetwork): boolean {
  const listed = (env.EVM_LOCAL_NETWORKS as readonly string[]).includes(network);
  return listed && !evmEnv(env, EVM_NETWORK_INFO[network]).rpcUrl && (env.EVM_LOCALNET ?? !env.SOLANA_RPC_URL);
}

/**
 * The offered EVM networks, one per row (shared evm-network-rows.ts) with an RPC URL or a started local chain. A
 * public chain counts from its row's head (Base's safe head: see the row); Anvil's safe head trails by 32 blocks,
 * one per transaction, so the local chains count from the latest head.
 */
export function evmNetworks(
  env: Env,
  local: EvmLocalChains,
  rows: readonly EvmNetworkRow[] = EVM_NETWORK_ROWS,
): AppConfig['evm'] {
  const networks: Record<string, EvmNetworkConfig> = {};
  for (const row of rows) {
    const vars = evmEnv(env, row);
    const localChain = local[row.network as EvmNetwork];
    const common = { name: row.name, chainId: row.chainId };
    if (vars.rpcUrl) {
      const usdcAddress = vars.usdc ?? row.usdc;
      networks[row.network] = {
        ...common,
        rpcUrl: vars.rpcUrl,
        usdcAddress,
        tokens: evmTokens(row, usdcAddress),
        confirmations: vars.confirmations ?? row.confirmations,
        head: vars.head ?? row.head,
        localChain: false,
        explorerUrl: row.explorer,
      };
    } else if (localChain) {
      // The local chain keeps its USDC test token at its own address, and the other test tokens at the row's contracts.
      networks[row.network] = {
        ...common,
        rpcUrl: localChain.rpcUrl,
        usdcAddress: localChain.usdcAddress,
        tokens: evmTokens(row, localChain.usdcAddress),
        confirmations: vars.confirmations ?? 1,
        head: vars.head ?? 'latest',
        localChain: true,
        explorerUrl: null,
      };
    }
  }
  return networks;
}

/** Whether the server should start the embedded Bitcoin regtest chain: no BITCOIN_ESPLORA_URL, and Solana runs locally too (offline). */
export function wantsBitcoinLocalChain(env: Env): boolean {
  return !env.BITCOIN_ESPLORA_URL && !env.SOLANA_RPC_URL;
}

export function bitcoinConfig(env: Env, local: { esploraUrl: string } | null): BitcoinConfig | null {
  const confirmations = env.BITCOIN_CONFIRMATIONS;
  if (env.BITCOIN_ESPLORA_URL) {
    const esploraUrl = env.BITCOIN_ESPLORA_URL.replace(/\/$/, '');
    return {
      esploraUrl,
      network: env.BITCOIN_NETWORK ?? 'mainnet',
      confirmations,
      localChain: false,
      watchIntervalMs: env.BITCOIN_WATCH_INTERVAL_MS ?? 10_000,
    };
  }
  return local
    ? {
        esploraUrl: local.esploraUrl,
        network: 'regtest',
        confirmations,
        localChain: true,
        watchIntervalMs: env.BITCOIN_WATCH_INTERVAL_MS ?? env.WATCH_INTERVAL_MS,
      }
    : null;
}
