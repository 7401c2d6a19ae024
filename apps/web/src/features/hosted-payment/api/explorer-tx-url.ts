import type { AppConfig } from '../../../lib/app-config';

/** The server sends rpcUrl with the config; the explorer needs it to show a transaction on a custom cluster. */
type ExplorerConfig = Pick<AppConfig, 'explorerCluster'> & { rpcUrl?: string };

/** The Solana Explorer page of a transaction on the cluster the server watches. */
export function explorerTxUrl(signature: string, config: ExplorerConfig): string {
  const base = `https://explorer.solana.com/tx/${encodeURIComponent(signature)}`;
  if (config.explorerCluster === 'mainnet-beta') return base;
  if (config.explorerCluster === 'custom') {
    return `${base}?cluster=custom&customUrl=${encodeURIComponent(config.rpcUrl ?? '')}`;
  }
  return `${base}?cluster=${encodeURIComponent(config.explorerCluster)}`;
}
