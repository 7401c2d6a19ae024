export const NETWORKS = ['solana', 'bitcoin', 'ethereum', 'base'] as const;
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
  base: [
    { symbol: 'USDC', name: 'USD Coin', decimals: 6 },
    { symbol: 'ETH', name: 'Ethereum', decimals: 18 },
  ],
};

export const NETWORK_NAMES: Record<Network, string> = {
  solana: 'Solana',
  bitcoin: 'Bitcoin',
  ethereum: 'Ethereum',
  base: 'Base',
};

/** The EVM networks Paylink watches, and what differs between them. */
export const EVM_NETWORKS = ['ethereum', 'base'] as const;
export type EvmNetwork = (typeof EVM_NETWORKS)[number];

export function isEvmNetwork(network: string): network is EvmNetwork {
  return (EVM_NETWORKS as readonly string[]).includes(network);
}

export const EVM_NETWORK_INFO: Record<EvmNetwork, { chainId: number; usdc: string; explorer: string; confirmations: number }> = {
  // Reorgs deeper than a couple of blocks have not happened since the merge; 12 blocks is about 2.4 minutes
  // (full finality, 2 epochs, takes about 13).
  ethereum: { chainId: 1, usdc: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', explorer: 'https://etherscan.io', confirmations: 12 },
  // An OP Stack rollup with one sequencer and 2-second blocks: its blocks are reorged only if the sequencer
  // misbehaves; 10 blocks is 20 seconds.
  base: { chainId: 8453, usdc: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', explorer: 'https://basescan.org', confirmations: 10 },
};

/** Tokens on an EVM network; USDC's contract comes from the network's settings. */
export function evmTokens(usdcContract: string): TokenInfo[] {
  return [
    { symbol: 'ETH', name: 'Ethereum', decimals: 18 },
    { symbol: 'USDC', name: 'USD Coin', decimals: 6, contract: usdcContract },
  ];
}
