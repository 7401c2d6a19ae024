import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/client';
import { keepAppSecret } from '../app-secrets/keep-app-secret';

/** The EVM relayer that submits x402 authorizations and pays their gas, or null when none is configured (no x402 on EVM). */
export type RelayerLoader = () => Promise<PrivateKeyAccount | null>;

/**
 * Loads the relayer once, on first use: EVM_RELAYER_PRIVATE_KEY when set; with an embedded Anvil chain a key
 * generated once and kept in app_secrets (in DATA_DIR with the embedded database), funded by fundLocalRelayer;
 * otherwise none. It only ever holds gas money: transfers go from the payer to the merchant's wallet directly.
 */
export function relayerLoader(db: Db, config: AppConfig): RelayerLoader {
  let loading: Promise<PrivateKeyAccount | null> | undefined;
  const load = async () => {
    if (config.x402.relayerPrivateKey) return privateKeyToAccount(config.x402.relayerPrivateKey);
    if (!Object.values(config.evm).some((net) => net.localChain)) return null;
    const { value } = await keepAppSecret(db, 'evm_relayer_private_key', generatePrivateKey);
    return privateKeyToAccount(value as `0x${string}`);
  };
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}
