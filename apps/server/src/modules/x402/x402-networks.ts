import { EVM_NETWORK_INFO, EVM_NETWORKS, type EvmNetwork } from '@paylink/shared';
import type { Network } from '@x402/core/types';
import { SOLANA_DEVNET_CAIP2, SOLANA_MAINNET_CAIP2, SOLANA_TESTNET_CAIP2 } from '@x402/svm';
import type { AppConfig } from '../../config/app-config';
import { networkRails, type OfferedNetworks } from '../chains/payment-requests';
import { supportedTokens } from '../payments/links/supported-tokens';
import { canonicalAddress } from '../wallets/canonical-address';

/**
 * USDC's EIP-712 domain on every EVM network Paylink lists (Circle's native USDC: Ethereum, Base, Polygon, Arbitrum,
 * OP Mainnet) and the local test token's: what an x402 client signs with.
 */
export const USDC_EIP712_DOMAIN = { name: 'USD Coin', version: '2' } as const;
/** How long an agent's signed authorization may wait before it is submitted (its validBefore). */
export const X402_MAX_TIMEOUT_SECONDS = 300;

/** A network Paylink settles x402 payments on: one whose rail names an x402 scheme family (Rail.x402). */
export type X402Network = string;
/** The x402 "exact" scheme family a rail settles with: EIP-3009 authorizations, or partly signed token transfers. */
export type X402Family = 'evm' | 'svm';

/** The x402 scheme family that settles on `network`, as its rail says; null where this server serves no x402. */
export function x402FamilyOf(config: OfferedNetworks, network: string): X402Family | null {
  return networkRails(config).get(network)?.x402 ?? null;
}

/** A network's CAIP-2 id, as x402 v2 names it (`eip155:8453` for Base). */
export const caip2Of = (network: EvmNetwork) => `eip155:${EVM_NETWORK_INFO[network].chainId}` as const;

/**
 * The Solana cluster's x402 names (v2 CAIP-2 `solana:<genesis-hash prefix>`, v1 plain), as @x402/svm spells them;
 * null for a custom cluster it does not know. The embedded local chain is named devnet: @x402/svm's clients
 * refuse any other id (they build their RPC client from it), and the local chain plays devnet's part (test USDC,
 * free SOL); an agent points its client's rpcUrl at the local chain.
 */
export function solanaX402Names(config: Pick<AppConfig, 'solana'>): { caip2: Network; v1: string } | null {
  const cluster =
    config.solana.explorerCluster === 'custom' && config.solana.localChain ? 'devnet' : config.solana.explorerCluster;
  if (cluster === 'mainnet-beta') return { caip2: SOLANA_MAINNET_CAIP2, v1: 'solana' };
  if (cluster === 'devnet') return { caip2: SOLANA_DEVNET_CAIP2, v1: 'solana-devnet' };
  if (cluster === 'testnet') return { caip2: SOLANA_TESTNET_CAIP2, v1: 'solana-testnet' };
  return null;
}

/** The offered EVM network an x402 network names: CAIP-2 (v2) or its plain name (v1: `base`, `ethereum`); null if not offered. */
export function evmNetworkOf(config: AppConfig, name: string): EvmNetwork | null {
  return EVM_NETWORKS.find((network) => config.evm[network] && (caip2Of(network) === name || network === name)) ?? null;
}

/** How each scheme family names its networks: Solana by its cluster (one network), EVM by chain id. */
const FAMILY_NAMES: Record<
  X402Family,
  (config: AppConfig, network: X402Network) => { caip2: Network; v1: string } | null
> = {
  svm: (config) => solanaX402Names(config),
  evm: (_config, network) => ({ caip2: caip2Of(network as EvmNetwork), v1: network }),
};

/** The network an x402 network names (v2 or v1), among those whose rail settles x402; null when Paylink does not settle there. */
export function x402NetworkOf(config: AppConfig, name: string): X402Network | null {
  for (const [network, rail] of networkRails(config)) {
    const names = rail.x402 && FAMILY_NAMES[rail.x402](config, network);
    if (names && (name === names.caip2 || name === names.v1)) return network;
  }
  return null;
}

/** The x402 names of a network Paylink settles on. */
export function x402NamesOf(config: AppConfig, network: X402Network): { caip2: Network; v1: string } | null {
  const family = x402FamilyOf(config, network);
  return family && FAMILY_NAMES[family](config, network);
}

/** The v1 name (`base`, `solana-devnet`) of the network an x402 v2 name gives; the name itself when Paylink does not settle there. */
export function v1NameOf(config: AppConfig, name: string): string {
  const network = x402NetworkOf(config, name);
  return (network && x402NamesOf(config, network)?.v1) ?? name;
}

/**
 * The token (mint or contract) an x402 payment may move on `network`, by its address: only an asset Paylink lists
 * there (its USDC, as supportedTokens lists it), with its symbol; null for anything else (a token anyone can mint).
 */
export function listedAssetOf(
  config: AppConfig,
  network: X402Network,
  asset: string,
): { address: string; symbol: string } | null {
  const wanted = canonicalAddress(asset);
  const token = supportedTokens(config)[network]?.find((t) => {
    const address = t.mint ?? t.contract;
    return address !== undefined && canonicalAddress(address) === wanted;
  });
  return token ? { address: (token.mint ?? token.contract)!, symbol: token.symbol } : null;
}
