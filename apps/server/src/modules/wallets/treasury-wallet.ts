import { generateKeyPairSigner } from '@solana/kit';
import type { Deps } from '../../deps';
import { keepAppSecret } from '../app-secrets/keep-app-secret';

/** The local treasury once read back as kept (it never changes after), by server settings: no round trip per claim. */
const kept = new WeakMap<object, string>();

/**
 * Where crypto credit purchases are paid: PLATFORM_SOLANA_WALLET, or on the local chain an address generated
 * once and kept in app_secrets (every process and restart agree on it). Null: crypto purchases are unavailable.
 * createDeps asks at start, so the kept address exists before any request's transaction reads it; a value this
 * call created itself is not remembered (its transaction might still roll back).
 */
export async function treasuryWallet(deps: Pick<Deps, 'db' | 'config'>): Promise<string | null> {
  if (deps.config.platformSolanaWallet) return deps.config.platformSolanaWallet;
  if (!deps.config.solana.localChain) return null;
  const remembered = kept.get(deps.config);
  if (remembered) return remembered;
  const { value, created } = await keepAppSecret(
    deps.db,
    'platform_solana_wallet',
    async () => (await generateKeyPairSigner()).address,
  );
  if (!created) kept.set(deps.config, value);
  return value;
}
