export const NETWORKS = ['solana', 'bitcoin', 'ethereum'] as const;
export type Network = (typeof NETWORKS)[number];

export interface TokenInfo {
  symbol: string;
  name: string;
  decimals: number;
  mint?: string;
}

export const MAINNET_USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

/** The tokens the server can verify on chain; the web app falls back to FALLBACK_TOKENS when the call fails. */
export const SOLANA_TOKENS: readonly TokenInfo[] = [
  { symbol: 'SOL', name: 'Solana', decimals: 9 },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, mint: MAINNET_USDC_MINT },
];

/** SPEC section 3: fallback token list when the supported-tokens call fails. */
export const FALLBACK_TOKENS: Record<Network, TokenInfo[]> = {
  solana: [
    { symbol: 'SOL', name: 'Solana', decimals: 9 },
    { symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  ],
  bitcoin: [{ symbol: 'BTC', name: 'Bitcoin', decimals: 8 }],
  ethereum: [
    { symbol: 'ETH', name: 'Ethereum', decimals: 18 },
    { symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  ],
};

export const NETWORK_NAMES: Record<Network, string> = {
  solana: 'Solana',
  bitcoin: 'Bitcoin',
  ethereum: 'Ethereum',
};
