import { getAddress, type PublicClient } from 'viem';
import type { EvmHead } from '../../../config/app-config';
import { confirmedBlock } from './confirmed-block';
import { findNativeTransfers } from './find-native-transfers';
import { findTokenTransfers } from './find-token-transfers';

/** Blocks searched per call: logs are cheap per block, ETH needs every block with its transactions. */
const LOG_BLOCKS = 5_000n;
const NATIVE_BLOCKS = 50n;
/** How many blocks one search of `contract` (null: ETH) reads at most. */
export const searchSpan = (contract: string | null) => (contract ? LOG_BLOCKS : NATIVE_BLOCKS);

/**
 * Looks for confirmed transfers of exactly `amount` of `contract` (null = ETH) from `from` (null: anyone) to `to` in the blocks
 * after `afterBlock`, up to the confirmation depth and at most a bounded range per call. Returns the hashes of all
 * it found, in chain order (the caller skips those already used: two refunds of one amount to one payer are paid
 * by two transfers), and the last block searched (where the next call goes on).
 */
export async function findEvmPayment(
  client: PublicClient,
  opts: {
    from: string | null;
    to: string;
    contract: string | null;
    amount: bigint;
    afterBlock: bigint;
    confirmations: number;
    head: EvmHead;
  },
): Promise<{ hashes: string[]; scannedTo: bigint }> {
  const confirmed = await confirmedBlock(client, opts.confirmations, opts.head);
  const fromBlock = opts.afterBlock + 1n;
  if (confirmed < fromBlock) return { hashes: [], scannedTo: opts.afterBlock };
  const span = searchSpan(opts.contract);
  const toBlock = confirmed - fromBlock >= span ? fromBlock + span - 1n : confirmed;
  const to = getAddress(opts.to);
  const transfers = opts.contract
    ? await findTokenTransfers(client, { tokens: [getAddress(opts.contract)], recipients: [to], fromBlock, toBlock })
    : await findNativeTransfers(client, { recipients: [to], fromBlock, toBlock });
  const from = opts.from === null ? null : getAddress(opts.from);
  const paid = transfers.filter((t) => (from === null || t.from === from) && t.to === to && t.value === opts.amount);
  return { hashes: paid.map((t) => t.hash), scannedTo: toBlock };
}
