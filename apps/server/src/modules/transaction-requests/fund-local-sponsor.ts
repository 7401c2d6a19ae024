import { lamports } from '@solana/kit';
import type { Deps } from '../../deps';

const TOP_UP = 10_000_000_000n;

/** On the local chain: the sponsor gets 10 SOL from the chain's faucet whenever it holds less than 1 SOL (at start, and in tests). */
export async function fundLocalSponsor(deps: Pick<Deps, 'config' | 'solanaRpc' | 'sponsor'>): Promise<void> {
  if (!deps.config.solana.localChain) return;
  const sponsor = await deps.sponsor();
  if (!sponsor) return;
  const { value } = await deps.solanaRpc.getBalance(sponsor.address).send();
  if (value < TOP_UP / 10n) await deps.solanaRpc.requestAirdrop(sponsor.address, lamports(TOP_UP)).send();
}
