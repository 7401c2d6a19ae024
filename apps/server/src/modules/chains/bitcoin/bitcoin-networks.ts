import { NETWORK, TEST_NETWORK } from '@scure/btc-signer';
import type { BitcoinNetwork } from '@paylink/shared';

type SignerNetwork = typeof NETWORK;

/** btc-signer's address parameters of each chain: testnet4 and signet share testnet's, regtest has its own bech32 prefix. */
export const SIGNER_NETWORKS: Record<BitcoinNetwork, SignerNetwork> = {
  mainnet: NETWORK,
  testnet4: TEST_NETWORK,
  signet: TEST_NETWORK,
  regtest: { ...TEST_NETWORK, bech32: 'bcrt' },
};
