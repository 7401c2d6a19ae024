import type { AppConfig } from './app-config';

type ExplorerConfig = Pick<AppConfig, 'explorerCluster' | 'rpcUrl'>;

/** The Solana Explorer page of a transaction on the cluster the server watches. */
export function explorerTxUrl(signature: string, config: ExplorerConfig): string {
  const base = `https://explorer.solana.com/tx/${encodeURIComponent(signature)}`;
  if (config.explorerCluster === 'mainnet-beta') return base;
  if (config.explorerCluster === 'custom') {
    return config.rpcUrl ? `${base}?cluster=custom&customUrl=${encodeURIComponent(config.rpcUrl)}` : `${base}?cluster=custom`;
  }
  return `${base}?cluster=${encodeURIComponent(config.explorerCluster)}`;
}
