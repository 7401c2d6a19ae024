import { generateKeyPairSigner } from '@solana/kit';
import type { Deps } from '../../deps';
import { keepAppSecret } from '../app-secrets/keep-app-secret';

/**
 * Where crypto credit purchases are paid: PLATFORM_SOLANA_WALLET, or on the local chain an address generated
 * once and kept in app_secrets (every process and restart agree on it). Null: crypto purchases are unavailable.
 */
export async function treasuryWallet(deps: Pick<Deps, 'db' | 'config'>): Promise<string | null> {
  if (deps.config.platformSolanaWallet) return deps.config.platformSolanaWallet;
  if (!deps.config.solana.localChain) return null;
  const { value } = await keepAppSecret(deps.db, 'platform_solana_wallet', async () => (await generateKeyPairSigner()).address);
  return value;
}
