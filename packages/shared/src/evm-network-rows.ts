/**
 * One EVM network Paylink can watch: everything that differs between them. Adding Polygon, Arbitrum or Optimism is
 * a row here plus its env variables (`<env>_RPC_URL`, `<env>_USDC_ADDRESS`, `<env>_CONFIRMATIONS`, `<env>_HEAD`)
 * and docs/rails.md: config, the rail registry, the watcher, x402, the API's profiles and the web pick it up.
 */
export interface EvmNetworkRow {
  network: string;
  name: string;
  chainId: number;
  /** The env variables' prefix. */
  env: string;
  /** USDC's contract on the public chain (`<env>_USDC_ADDRESS` overrides it). */
  usdc: string;
  explorer: string;
  explorerName: string;
  /** Blocks a transfer needs on top (itself included) on the public chain. */
  confirmations: number;
  /** Which head they count from: `latest`, or `safe` (the node vouches for it; see config/app-config.ts). */
  head: 'latest' | 'safe';
}

export const EVM_NETWORK_ROWS = [
  // Reorgs deeper than a couple of blocks have not happened since the merge; 12 blocks is about 2.4 minutes
  // (full finality, 2 epochs, takes about 13). The safe head trails by 6 to 13 minutes: counted from the latest.
  { network: 'ethereum', name: 'Ethereum', chainId: 1, env: 'ETHEREUM', usdc: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', explorer: 'https://etherscan.io', explorerName: 'Etherscan', confirmations: 12, head: 'latest' },
  // An OP Stack rollup with one sequencer and 2-second blocks: 10 blocks is 20 seconds, counted from the safe head
  // (a block whose batch is posted to L1, which the sequencer alone can no longer replace).
  { network: 'base', name: 'Base', chainId: 8453, env: 'BASE', usdc: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', explorer: 'https://basescan.org', explorerName: 'Basescan', confirmations: 10, head: 'safe' },
] as const satisfies readonly EvmNetworkRow[];
