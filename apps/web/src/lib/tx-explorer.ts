import type { AppConfig } from './app-config';
import { explorerTxUrl } from './explorer-tx-url';

const EVM_EXPLORER_NAMES: Record<string, string> = { ethereum: 'Etherscan', base: 'Basescan' };

/** The block explorer of a network (its name and a transaction's page), or null where there is none (a local EVM chain). */
export function txExplorer(network: string, config: AppConfig): { name: string; url: (signature: string) => string } | null {
  if (network === 'solana') return { name: 'Solana Explorer', url: (signature) => explorerTxUrl(signature, config) };
  const base = config.evm?.[network]?.explorerUrl;
  if (!base) return null;
  return { name: EVM_EXPLORER_NAMES[network] ?? 'block explorer', url: (hash) => `${base}/tx/${encodeURIComponent(hash)}` };
}
