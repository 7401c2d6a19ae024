import type { AppConfig } from './app-config';
import { explorerTxUrl } from './explorer-tx-url';

const EVM_EXPLORER_NAMES: Record<string, string> = { ethereum: 'Etherscan', base: 'Basescan' };
/** mempool.space's path of each public Bitcoin chain (a regtest chain has no public explorer). */
const MEMPOOL_SPACE: Record<string, string> = { mainnet: 'https://mempool.space', testnet4: 'https://mempool.space/testnet4', signet: 'https://mempool.space/signet' };

/** The block explorer of a network (its name and a transaction's page), or null where there is none (a local chain). */
export function txExplorer(network: string, config: AppConfig): { name: string; url: (signature: string) => string } | null {
  if (network === 'solana') return { name: 'Solana Explorer', url: (signature) => explorerTxUrl(signature, config) };
  if (network === 'bitcoin') {
    const mempool = config.bitcoin ? MEMPOOL_SPACE[config.bitcoin.network] : undefined;
    return mempool ? { name: 'mempool.space', url: (txid) => `${mempool}/tx/${encodeURIComponent(txid)}` } : null;
  }
  const base = config.evm?.[network]?.explorerUrl;
  if (!base) return null;
  return { name: EVM_EXPLORER_NAMES[network] ?? 'block explorer', url: (hash) => `${base}/tx/${encodeURIComponent(hash)}` };
}
