import type { ClientConfig } from './client-config-schema';

/** The public RPC of each Solana cluster a browser may call (CORS open, rate limited, no key). */
const PUBLIC_CLUSTER_RPC = {
  'mainnet-beta': 'https://api.mainnet-beta.solana.com',
  devnet: 'https://api.devnet.solana.com',
  testnet: 'https://api.testnet.solana.com',
} as const satisfies Partial<Record<ClientConfig['explorerCluster'], string>>;

/**
 * Where the hosted page reads a recent blockhash to build a transfer for a browser wallet: the embedded local chain's
 * RPC, else the cluster's public one (a provider's URL holds its key and never reaches a browser); null when neither
 * is known. The server allows exactly this origin in the page's Content-Security-Policy.
 */
export function solanaBrowserRpcUrl(config: Pick<ClientConfig, 'rpcUrl' | 'explorerCluster'>): string | null {
  return config.rpcUrl ?? (PUBLIC_CLUSTER_RPC as Partial<Record<string, string>>)[config.explorerCluster] ?? null;
}

/** The Wallet Standard chain of the cluster (`solana:mainnet`...; a custom cluster is the local one). */
export function solanaWalletChain(config: Pick<ClientConfig, 'explorerCluster'>): string {
  const cluster = { 'mainnet-beta': 'mainnet', devnet: 'devnet', testnet: 'testnet', custom: 'localnet' }[
    config.explorerCluster
  ];
  return `solana:${cluster}`;
}
