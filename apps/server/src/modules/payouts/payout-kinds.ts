import type { AddressFormat, PayoutSigning } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { Rail } from '../chains/chain-adapter';
import type { ChainConnections } from '../chains/chain-adapters';
import { bitcoinPayoutPsbt } from './bitcoin-payout-psbt';
import { broadcastBitcoinPayouts } from './bitcoin-paste-back';
import { evmPayoutKind } from './evm-payout-kind';
import type { PayoutBatchRow, PayoutRow } from './schema';
import { solanaPayoutSigning } from './solana-payout-transactions';
import { refundSearch } from './refund-search';

/** What a kind of network answers about payout batches: how the merchant signs one, and where a payout's transfer is. */
export interface PayoutKind {
  sign(deps: Deps, batch: PayoutBatchRow, unpaid: readonly PayoutRow[]): Promise<PayoutSigning>;
  /** The transactions that paid `payout` (exact amount to its address), confirmed, oldest first. */
  find(
    chains: ChainConnections,
    deps: Pick<Deps, 'config'>,
    batch: PayoutBatchRow,
    payout: PayoutRow,
  ): Promise<string[]>;
  /** The confirmed transactions that tried to pay `payout` in its batch and failed on chain. Absent: never seen. */
  findFailed?(
    chains: ChainConnections,
    deps: Pick<Deps, 'config'>,
    batch: PayoutBatchRow,
    payout: PayoutRow,
  ): Promise<string[]>;
  /** Broadcasts the signed transaction the merchant pasted back, checked to pay exactly `unpaid`; its id. Absent: the wallet broadcasts. */
  pasteBack?(deps: Deps, unpaid: readonly PayoutRow[], pasted: string): Promise<string>;
  /** Where the watcher starts reading (EVM: the block now); absent: nothing to remember. */
  fromBlock?(deps: Deps, network: string): Promise<bigint>;
}

/** Each kind of network by the address format its rail declares (never by the network's name). */
const KINDS: Partial<Record<AddressFormat, PayoutKind>> = {
  solana: { sign: solanaPayoutSigning, find: refundSearch },
  evm: evmPayoutKind,
  bitcoin: { sign: bitcoinPayoutPsbt, find: refundSearch, pasteBack: broadcastBitcoinPayouts },
};

/** The payout kind of `rail` (400 for a network without payout batches yet). */
export function payoutKind(rail: Rail): PayoutKind {
  const kind = KINDS[rail.profile.addressFormat];
  if (!kind)
    throw new AppError('UNSUPPORTED_NETWORK', `Payout batches are not offered on ${rail.profile.name} yet`, 400);
  return kind;
}
