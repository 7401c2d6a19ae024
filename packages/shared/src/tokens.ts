import { EVM_NETWORK_ROWS, EVM_TOKEN_NAMES, type EvmNetworkRow } from './evm-network-rows';

/** The EVM networks Paylink watches (one row each in evm-network-rows.ts). */
export const EVM_NETWORKS = EVM_NETWORK_ROWS.map((row) => row.network);
export type EvmNetwork = (typeof EVM_NETWORK_ROWS)[number]['network'];

export const NETWORKS = ['solana', 'bitcoin', ...EVM_NETWORKS] as const;
export type Network = (typeof NETWORKS)[number];

export interface TokenInfo {
  symbol: string;
  name: string;
  decimals: number;
  /** Solana: the token's mint (none for SOL). */
  mint?: string;
  /** EVM: the token's contract address (none for ETH). */
  contract?: string;
}

export const MAINNET_USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

/** The tokens the server can verify on chain; the web app falls back to FALLBACK_TOKENS when the call fails. */
export const SOLANA_TOKENS: readonly TokenInfo[] = [
  { symbol: 'SOL', name: 'Solana', decimals: 9 },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, mint: MAINNET_USDC_MINT },
];

/** SPEC section 3: fallback token list when the supported-tokens call fails. */
export const FALLBACK_TOKENS = {
  solana: [
    { symbol: 'SOL', name: 'Solana', decimals: 9 },
    { symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  ],
  bitcoin: [{ symbol: 'BTC', name: 'Bitcoin', decimals: 8 }],
  ...Object.fromEntries(EVM_NETWORK_ROWS.map((row) => [row.network, evmTokens(row).map(({ contract: _, ...t }) => t)])),
} as Record<Network, TokenInfo[]>;

export const NETWORK_NAMES = { solana: 'Solana', bitcoin: 'Bitcoin', ...Object.fromEntries(EVM_NETWORK_ROWS.map((row) => [row.network, row.name])) } as Record<Network, string>;

export function isEvmNetwork(network: string): network is EvmNetwork {
  return (EVM_NETWORKS as readonly string[]).includes(network);
}

/** What differs between the EVM networks, by network (their rows). */
export const EVM_NETWORK_INFO = Object.fromEntries(EVM_NETWORK_ROWS.map((row) => [row.network, row])) as Record<EvmNetwork, (typeof EVM_NETWORK_ROWS)[number]>;

/**
 * Tokens on an EVM network, in its row's order: the gas coin, USDC (its contract from the network's settings, the
 * row's by default), then the row's other tokens at their contracts.
 */
export function evmTokens(row: Pick<EvmNetworkRow, 'gasCoin' | 'usdc' | 'tokens'>, usdcContract: string = row.usdc): TokenInfo[] {
  return [
    { symbol: row.gasCoin.symbol, name: row.gasCoin.name, decimals: 18 },
    { symbol: 'USDC', name: 'USD Coin', decimals: 6, contract: usdcContract },
    ...row.tokens.map((t) => ({ symbol: t.symbol, name: EVM_TOKEN_NAMES[t.symbol], decimals: 6, contract: t.contract })),
  ];
}
