import { EVM_NETWORK_INFO, EVM_NETWORKS, type EvmNetwork } from '@paylink/shared';
import type { AppConfig } from '../../config/app-config';

/** USDC's EIP-712 domain on Ethereum and Base (and the local test token's): what an x402 client signs with. */
export const USDC_EIP712_DOMAIN = { name: 'USD Coin', version: '2' } as const;
/** How long an agent's signed authorization may wait before it is submitted (its validBefore). */
export const X402_MAX_TIMEOUT_SECONDS = 300;

/** A network's CAIP-2 id, as x402 v2 names it (`eip155:8453` for Base). */
export const caip2Of = (network: EvmNetwork) => `eip155:${EVM_NETWORK_INFO[network].chainId}` as const;

/** The offered EVM network an x402 network names: CAIP-2 (v2) or its plain name (v1: `base`, `ethereum`); null if not offered. */
export function evmNetworkOf(config: AppConfig, name: string): EvmNetwork | null {
  return EVM_NETWORKS.find((network) => config.evm[network] && (caip2Of(network) === name || network === name)) ?? null;
}
