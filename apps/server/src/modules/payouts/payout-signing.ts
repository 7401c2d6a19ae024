import type { AddressFormat, PayoutSigning } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { Rail } from '../chains/chain-adapter';
import type { PayoutBatchRow, PayoutRow } from './schema';
import { solanaPayoutSigning } from './solana-payout-transactions';

export type SigningBuilder = (
  deps: Deps,
  batch: PayoutBatchRow,
  unpaid: readonly PayoutRow[],
) => Promise<PayoutSigning>;

/** How each kind of network is asked to sign a batch, by the address format its rail declares (never by its name). */
const SIGNING: Partial<Record<AddressFormat, SigningBuilder>> = {
  solana: solanaPayoutSigning,
};

/** What builds the merchant's signing of a batch on `rail` (400 for a network without payout batches yet). */
export function signingBuilder(rail: Rail): SigningBuilder {
  const build = SIGNING[rail.profile.addressFormat];
  if (!build)
    throw new AppError('UNSUPPORTED_NETWORK', `Payout batches are not offered on ${rail.profile.name} yet`, 400);
  return build;
}
