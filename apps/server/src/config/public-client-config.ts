import type { AppConfig } from './app-config';

/** The settings browsers may read (GET /api/config, and the hosted payment page's HTML). */
export function publicClientConfig(config: AppConfig) {
  return {
    googleClientId: config.google.clientId ?? null,
    landingUrl: config.landingUrl,
    explorerCluster: config.solana.explorerCluster,
    rpcUrl: config.solana.rpcUrl,
    localChain: config.solana.localChain,
    supportEmail: config.supportEmail,
  };
}
