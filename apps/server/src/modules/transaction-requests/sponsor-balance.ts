import type { Deps } from '../../deps';

export interface SponsorBalance {
  address: string;
  /** Null when the chain did not answer. */
  lamports: bigint | null;
  /** Below SPONSOR_LOW_BALANCE_LAMPORTS: sponsored payments stop once it cannot pay a fee. */
  low: boolean;
}

/** The fee sponsor's SOL balance (for /api/health and /metrics); null when there is no sponsor. */
export async function sponsorBalance(
  deps: Pick<Deps, 'solanaRpc' | 'sponsor' | 'config'>,
): Promise<SponsorBalance | null> {
  const sponsor = await deps.sponsor();
  if (!sponsor) return null;
  const lamports = await deps.solanaRpc
    .getBalance(sponsor.address)
    .send()
    .then(({ value }) => BigInt(value))
    .catch(() => null);
  return {
    address: sponsor.address,
    lamports,
    low: lamports !== null && lamports < deps.config.sponsor.lowBalanceLamports,
  };
}
