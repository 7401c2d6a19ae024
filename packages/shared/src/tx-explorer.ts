import type { ClientConfig } from './client-config-schema';
import { EVM_NETWORK_ROWS } from './evm-network-rows';

const EVM_EXPLORER_NAMES: Record<string, string> = Object.fromEntries(
  EVM_NETWORK_ROWS.map((row) => [row.network, row.explorerName]),
);
/** mempool.space's path of each public Bitcoin chain (a regtest chain has no public explorer). */
const MEMPOOL_SPACE: Record<string, string> = {
  mainnet: 'https://mempool.space',
  testnet4: 'https://mempool.space/testnet4',
  signet: 'https://mempool.space/signet',
};

type ExplorerConfig = Pick<ClientConfig, 'explorerCluster' | 'rpcUrl' | 'evm' | 'bitcoin'>;

/** The Solana Explorer page of a transaction on the cluster the server watches. */
function solanaExplorerUrl(signature: string, config: ExplorerConfig): string {
  const base = `https://explorer.solana.com/tx/${encodeURIComponent(signature)}`;
  if (config.explorerCluster === 'mainnet-beta') return base;
  if (config.explorerCluster === 'custom') {
    return config.rpcUrl
      ? `${base}?cluster=custom&customUrl=${encodeURIComponent(config.rpcUrl)}`
      : `${base}?cluster=custom`;
  }
  return `${base}?cluster=${encodeURIComponent(config.explorerCluster)}`;
}

/**
 * The block explorer of a network (its name and a transaction's page), or null where there is none (a local chain):
 * the web app's links and the server's receipts use the same one, from the public client config.
 */
export function txExplorer(
  network: string,
  config: ExplorerConfig,
): { name: string; url: (signature: string) => string } | null {
  if (network === 'solana')
    return { name: 'Solana Explorer', url: (signature) => solanaExplorerUrl(signature, config) };
  if (network === 'bitcoin') {
    const mempool = config.bitcoin ? MEMPOOL_SPACE[config.bitcoin.network] : undefined;
    return mempool ? { name: 'mempool.space', url: (txid) => `${mempool}/tx/${encodeURIComponent(txid)}` } : null;
  }
  const base = config.evm?.[network]?.explorerUrl;
  if (!base) return null;
  return {
    name: EVM_EXPLORER_NAMES[network] ?? 'block explorer',
    url: (hash) => `${base}/tx/${encodeURIComponent(hash)}`,
  };
}
