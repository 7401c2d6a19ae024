import type { AppConfig } from '../config/app-config';

// Here rather than in modules/x402: payments gives each link its x402Url when it creates it, and x402 builds on payments.

/** The x402 scheme family a network's rail names (Rail.x402): EIP-3009 authorizations, or partly signed transfers. */
type X402Family = 'evm' | 'svm';

/**
 * Whether x402 payments are settled on `network`, whose rail names `family` (none: x402 is not served there): on EVM a relayer key is set, or its embedded Anvil chain gets a
 * generated one; on Solana the transaction-request sponsor is set, or the local chain gets a generated one (and the
 * cluster has an x402 name: not a custom one).
 */
export function x402Offered(config: AppConfig, network: string, family: X402Family | undefined): boolean {
  return family ? OFFERED[family](config, network) : false;
}

/** Whether each x402 scheme family has what it settles with on `network` (a network its rail settles x402 on). */
const OFFERED: Record<X402Family, (config: AppConfig, network: string) => boolean> = {
  svm: (config) =>
    (config.solana.explorerCluster !== 'custom' && Boolean(config.sponsor.secretKey)) || config.solana.localChain,
  evm: (config, network) =>
    Boolean(config.x402.relayerPrivateKey || config.evm[network as keyof AppConfig['evm']]?.localChain),
};

/** A link's x402 URL: GET it for the 402 answer, again with a signed payment to pay it (routes/x402-routes.ts). */
export const x402LinkUrl = (appUrl: string, paymentId: string) =>
  `${appUrl}/api/x402/links/${encodeURIComponent(paymentId)}`;
