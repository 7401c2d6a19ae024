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
  /** Solana: the program that owns the mint, when it is not the classic SPL Token program (PYUSD: Token-2022). */
  tokenProgram?: string;
  /**
   * The decimals a customer's wallet shows and types (all of them when absent): a quoted amount rounds up to them,
   * so what the customer sends is human-sized (ETH to 8 decimals, not 18).
   */
  walletDecimals?: number;
}

export const MAINNET_USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
/** Solana's classic SPL Token program and Token-2022 (the program of PYUSD's mint). */
export const SPL_TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';

/** The tokens the server can verify on chain (mainnet mints; the local chain recreates each at its address). */
export const SOLANA_TOKENS: readonly TokenInfo[] = [
  { symbol: 'SOL', name: 'Solana', decimals: 9 },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, mint: MAINNET_USDC_MINT },
  { symbol: 'USDT', name: 'Tether USD', decimals: 6, mint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB' },
  { symbol: 'EURC', name: 'Euro Coin', decimals: 6, mint: 'HzwqbKZw8HxMN6bF2yFZNrht3c2iXXzpKcFu7uBEDKtr' },
  {
    symbol: 'PYUSD',
    name: 'PayPal USD',
    decimals: 6,
    mint: '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo',
    tokenProgram: TOKEN_2022_PROGRAM,
  },
];

/** The program owning a listed Solana mint (its token accounts are that program's associated accounts); SPL Token otherwise. */
export function solanaTokenProgram(mint: string): string {
  return SOLANA_TOKENS.find((t) => t.mint === mint)?.tokenProgram ?? SPL_TOKEN_PROGRAM;
}

/** SPEC section 3: fallback token list when the supported-tokens call fails. */
export const FALLBACK_TOKENS = {
  solana: [
    { symbol: 'SOL', name: 'Solana', decimals: 9 },
    { symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  ],
  bitcoin: [{ symbol: 'BTC', name: 'Bitcoin', decimals: 8 }],
  ...Object.fromEntries(EVM_NETWORK_ROWS.map((row) => [row.network, evmTokens(row).map(({ contract: _, ...t }) => t)])),
} as Record<Network, TokenInfo[]>;

export const NETWORK_NAMES = {
  solana: 'Solana',
  bitcoin: 'Bitcoin',
  ...Object.fromEntries(EVM_NETWORK_ROWS.map((row) => [row.network, row.name])),
} as Record<Network, string>;

export function isEvmNetwork(network: string): network is EvmNetwork {
  return (EVM_NETWORKS as readonly string[]).includes(network);
}

/** What differs between the EVM networks, by network (their rows). */
export const EVM_NETWORK_INFO = Object.fromEntries(EVM_NETWORK_ROWS.map((row) => [row.network, row])) as Record<
  EvmNetwork,
  (typeof EVM_NETWORK_ROWS)[number]
>;

/**
 * Tokens on an EVM network, in its row's order: the gas coin, USDC (its contract from the network's settings, the
 * row's by default), then the row's other tokens at their contracts.
 */
export function evmTokens(
  row: Pick<EvmNetworkRow, 'gasCoin' | 'usdc' | 'tokens'>,
  usdcContract: string = row.usdc,
): TokenInfo[] {
  return [
    { symbol: row.gasCoin.symbol, name: row.gasCoin.name, decimals: 18, walletDecimals: 8 },
    { symbol: 'USDC', name: 'USD Coin', decimals: 6, contract: usdcContract },
    ...row.tokens.map((t) => ({
      symbol: t.symbol,
      name: EVM_TOKEN_NAMES[t.symbol],
      decimals: 6,
      contract: t.contract,
    })),
  ];
}
