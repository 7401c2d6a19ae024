import type { ClientConfig } from '@paylink/shared';
import type { AppConfig } from './app-config';
import { networkProfiles } from '../modules/chains/network-profiles';

/** The settings browsers may read (GET /api/config, and the hosted payment page's HTML). */
export function publicClientConfig(config: AppConfig): ClientConfig {
  return {
    googleClientId: config.google.clientId ?? null,
    landingUrl: config.landingUrl,
    explorerCluster: config.solana.explorerCluster,
    // A hosted provider's URL usually embeds its API key; only the embedded local chain's is public.
    rpcUrl: config.solana.localChain ? config.solana.rpcUrl : null,
    localChain: config.solana.localChain,
    testWallet: config.offline,
    /** Per offered EVM network: its chain id, block explorer (null on a local chain) and whether it is the local chain. */
    evm: Object.fromEntries(
      Object.entries(config.evm).map(([network, net]) => [
        network,
        { chainId: net.chainId, explorerUrl: net.explorerUrl, localChain: net.localChain },
      ]),
    ),
    bitcoin: config.bitcoin && {
      network: config.bitcoin.network,
      confirmations: config.bitcoin.confirmations,
      localChain: config.bitcoin.localChain,
    },
    supportEmail: config.supportEmail,
    networks: networkProfiles(config),
  };
}
