import { z } from 'zod';
import { BITCOIN_NETWORKS } from './addresses';
import { networkProfileSchema } from './network-profile';

/** Public runtime settings served by GET /api/config (and embedded in the hosted payment page's HTML). */
export const clientConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  landingUrl: z.string(),
  explorerCluster: z.enum(['mainnet-beta', 'devnet', 'testnet', 'custom']),
  /** The embedded local chain's RPC (the explorer needs it for a custom cluster); null for a provider, whose URL holds its API key. */
  rpcUrl: z.string().nullable(),
  localChain: z.boolean(),
  /** Offline mode: the hosted page offers "Pay with local test wallet" (POST .../test-pay answers 403 otherwise). */
  testWallet: z.boolean(),
  /** Offered EVM networks: chain id, block explorer (null on a local chain), and whether it is the local chain. */
  evm: z.record(
    z.string(),
    z.object({ chainId: z.number().int(), explorerUrl: z.string().nullable(), localChain: z.boolean() }),
  ),
  /** Bitcoin when offered: its chain, the confirmations a payment needs, and whether it is the local regtest chain. */
  bitcoin: z
    .object({ network: z.enum(BITCOIN_NETWORKS), confirmations: z.number().int(), localChain: z.boolean() })
    .nullable(),
  supportEmail: z.string(),
  /** Each offered network as its rail describes it (as GET /api/networks lists them): the web's only source of network display. */
  networks: z.array(networkProfileSchema),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
