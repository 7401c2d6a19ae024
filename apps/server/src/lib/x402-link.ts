import { isEvmNetwork } from '@paylink/shared';
import type { AppConfig } from '../config/app-config';

// Here rather than in modules/x402: payments gives each link its x402Url when it creates it, and x402 builds on payments.

/**
 * Whether x402 payments are settled on `network`: on EVM a relayer key is set, or its embedded Anvil chain gets a
 * generated one; on Solana the transaction-request sponsor is set, or the local chain gets a generated one (and the
 * cluster has an x402 name: not a custom one).
 */
export function x402Offered(config: AppConfig, network: string): boolean {
  if (network === 'solana') return (config.solana.explorerCluster !== 'custom' && Boolean(config.sponsor.secretKey)) || config.solana.localChain;
  const net = isEvmNetwork(network) ? config.evm[network] : undefined;
  return Boolean(net && (config.x402.relayerPrivateKey || net.localChain));
}

/** A link's x402 URL: GET it for the 402 answer, again with a signed payment to pay it (routes/x402-routes.ts). */
export const x402LinkUrl = (appUrl: string, paymentId: string) => `${appUrl}/api/x402/links/${encodeURIComponent(paymentId)}`;
