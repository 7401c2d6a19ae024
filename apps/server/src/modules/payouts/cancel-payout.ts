import type { Payout } from '@paylink/shared';
import type { Deps } from '../../deps';
import { requirePayoutTransition } from './apply-payout-transition';
import { findPayout } from './list-payouts';
import { toPayoutDto } from './payout-dto';

/** Cancels a payout not yet batched (its claim link stops working); 409 once it is in a batch, paid or canceled. */
export async function cancelPayout(deps: Deps, accountId: string, id: string): Promise<Payout> {
  const row = await findPayout(deps.db, accountId, id);
  return toPayoutDto(deps.config, await requirePayoutTransition(deps, row, 'canceled'));
}
