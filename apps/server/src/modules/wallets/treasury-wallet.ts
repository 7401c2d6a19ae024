import { eq } from 'drizzle-orm';
import { generateKeyPairSigner } from '@solana/kit';
import type { Deps } from '../../deps';
import { appSecrets } from '../accounts/schema';

/**
 * Where crypto credit purchases are paid: PLATFORM_SOLANA_WALLET, or on the local chain an address generated
 * once and kept in app_secrets (every process and restart agree on it). Null: crypto purchases are unavailable.
 */
export async function treasuryWallet(deps: Pick<Deps, 'db' | 'config'>): Promise<string | null> {
  if (deps.config.platformSolanaWallet) return deps.config.platformSolanaWallet;
  if (!deps.config.solana.localChain) return null;
  const [existing] = await deps.db.select().from(appSecrets).where(eq(appSecrets.name, 'platform_solana_wallet'));
  if (existing) return existing.value;
  const signer = await generateKeyPairSigner();
  await deps.db.insert(appSecrets).values({ name: 'platform_solana_wallet', value: signer.address }).onConflictDoNothing();
  const [row] = await deps.db.select().from(appSecrets).where(eq(appSecrets.name, 'platform_solana_wallet'));
  return row!.value;
}
