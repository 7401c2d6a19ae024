/**
 * One EVM network Paylink can watch: everything that differs between them. Another network is a row here plus its
 * env variables (`<env>_RPC_URL`, `<env>_USDC_ADDRESS`, `<env>_CONFIRMATIONS`, `<env>_HEAD`) and docs/rails.md:
 * config, the rail registry, the watcher, x402, the API's profiles and the web pick it up.
 */
export interface EvmNetworkRow {
  network: string;
  name: string;
  chainId: number;
  /** The env variables' prefix. */
  env: string;
  /** The gas coin, paid by value transfers (18 decimals). */
  gasCoin: { symbol: string; name: string };
  /** USDC's contract on the public chain (`<env>_USDC_ADDRESS` overrides it). */
  usdc: string;
  /** The other ERC-20 tokens it lists, at their public contracts (6 decimals each, as USDC). */
  tokens: readonly { symbol: EvmTokenSymbol; contract: string }[];
  explorer: string;
  explorerName: string;
  /** Blocks a transfer needs on top (itself included) on the public chain. */
  confirmations: number;
  /** Which head they count from: `latest`, or `safe` (the node vouches for it; see config/app-config.ts). */
  head: 'latest' | 'safe';
}

/** The ERC-20 tokens a row may list besides USDC, with their names (all 6 decimals). */
export const EVM_TOKEN_NAMES = { USDT: 'Tether USD', EURC: 'Euro Coin', PYUSD: 'PayPal USD' } as const;
export type EvmTokenSymbol = keyof typeof EVM_TOKEN_NAMES;

const ETH = { symbol: 'ETH', name: 'Ethereum' };

// A transfer is final under the node's `finalized` tag on every row (modules/chains/evm/evm-transfer-finality.ts):
// Ethereum's after 2 epochs; on the rollups (Base, Arbitrum, OP Mainnet) an L2 block derived from finalized L1 data.
export const EVM_NETWORK_ROWS = [
  // Reorgs deeper than a couple of blocks have not happened since the merge; 12 blocks is about 2.4 minutes
  // (full finality, 2 epochs, takes about 13). The safe head trails by 6 to 13 minutes: counted from the latest.
  {
    network: 'ethereum',
    name: 'Ethereum',
    chainId: 1,
    env: 'ETHEREUM',
    gasCoin: ETH,
    usdc: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    tokens: [
      { symbol: 'USDT', contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
      { symbol: 'EURC', contract: '0x1aBaEA1f7C830bD89Acc67eC4af516284b1bC33c' },
      { symbol: 'PYUSD', contract: '0x6c3ea9036406852006290770BEdFcAbA0e23A0e8' },
    ],
    explorer: 'https://etherscan.io',
    explorerName: 'Etherscan',
    confirmations: 12,
    head: 'latest',
  },
  // An OP Stack rollup with one sequencer and 2-second blocks: 10 blocks is 20 seconds, counted from the safe head
  // (a block whose batch is posted to L1, which the sequencer alone can no longer replace).
  {
    network: 'base',
    name: 'Base',
    chainId: 8453,
    env: 'BASE',
    gasCoin: ETH,
    usdc: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    tokens: [
      // Base has no USDT issued by Tether: this is the bridged USDT its explorers and wallets list.
      { symbol: 'USDT', contract: '0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2' },
      { symbol: 'EURC', contract: '0x60a3E35Cc302bFA44Cb288Bc5a4F316Fdb1adb42' },
    ],
    explorer: 'https://basescan.org',
    explorerName: 'Basescan',
    confirmations: 10,
    head: 'safe',
  },
  // Polygon PoS: 2-second blocks, its own validators (no L1 safe head); Heimdall milestones make blocks final in
  // seconds, 64 blocks (about 2 minutes) from the latest is the depth wallets and exchanges use.
  {
    network: 'polygon',
    name: 'Polygon',
    chainId: 137,
    env: 'POLYGON',
    gasCoin: { symbol: 'POL', name: 'Polygon' },
    usdc: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
    tokens: [{ symbol: 'USDT', contract: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F' }],
    explorer: 'https://polygonscan.com',
    explorerName: 'Polygonscan',
    confirmations: 64,
    head: 'latest',
  },
  // Arbitrum One: a rollup with one sequencer and 0.25-second blocks; 40 blocks counted from the safe head (a block
  // whose batch is posted to L1), as Base.
  {
    network: 'arbitrum',
    name: 'Arbitrum',
    chainId: 42161,
    env: 'ARBITRUM',
    gasCoin: ETH,
    usdc: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
    tokens: [{ symbol: 'USDT', contract: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9' }],
    explorer: 'https://arbiscan.io',
    explorerName: 'Arbiscan',
    confirmations: 40,
    head: 'safe',
  },
  // OP Mainnet: the OP Stack rollup Base is built from, the same 2-second blocks and the same rule.
  {
    network: 'optimism',
    name: 'OP Mainnet',
    chainId: 10,
    env: 'OPTIMISM',
    gasCoin: ETH,
    usdc: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
    tokens: [{ symbol: 'USDT', contract: '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58' }],
    explorer: 'https://optimistic.etherscan.io',
    explorerName: 'OP Etherscan',
    confirmations: 10,
    head: 'safe',
  },
] as const satisfies readonly EvmNetworkRow[];

/** The networks `npm start` runs a local chain for when EVM_LOCAL_NETWORKS is unset. */
export const DEFAULT_EVM_LOCAL_NETWORKS = ['ethereum', 'base'] as const;
