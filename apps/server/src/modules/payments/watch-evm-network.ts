import { and, desc, eq, gt, or } from 'drizzle-orm';
import { getAddress, type PublicClient } from 'viem';
import type { EvmNetworkConfig } from '../../config/app-config';
import type { Db } from '../../db/client';
import { payments } from './schema';
import { confirmedBlock } from '../chains/evm/confirmed-block';
import { evmChainOrder, type EvmTransfer } from '../chains/evm/evm-transfer';
import { findNativeTransfers } from '../chains/evm/find-native-transfers';
import { findTokenTransfers } from '../chains/evm/find-token-transfers';
import { recordEvmTransfer } from './record-evm-transfer';
import { evmWatchCursors } from '../chains/evm/schema';
import { addressOwners } from '../wallets/address-owners';
import { canonicalAddress } from '../wallets/canonical-address';
import type { QuotePricing } from './quote-rest';

/** Blocks read per tick and network: bounds the RPC calls of a tick (one eth_getBlockByNumber per block for ETH). */
export const BLOCKS_PER_TICK = 100;
/** Where a network's first tick starts: this many blocks before the confirmed head. */
const FIRST_LOOKBACK = 100n;

export interface EvmWatchReport {
  changed: string[];
  unmatched: number;
  /** More confirmed blocks wait than one tick reads. */
  more: boolean;
}

/**
 * One tick of the watcher on one EVM network. Watched wallets are the recipients of the network's open links
 * and of links still in their late window. Reads the confirmed blocks after the network's cursor (at most
 * BLOCKS_PER_TICK): USDC Transfer logs and ETH transactions to watched wallets, in chain order; each pays the
 * link of the wallet's owner with its exact amount or goes to that owner's unmatched-transfers inbox; then the cursor moves.
 * A crash before the cursor moves re-reads the same blocks, which records nothing twice.
 */
export async function watchEvmNetwork(
  db: Db,
  client: PublicClient,
  opts: {
    network: string;
    net: Pick<EvmNetworkConfig, 'usdcAddress' | 'confirmations' | 'head' | 'chainId'>;
    lateWindowMs: number;
    /** Values transfers to links priced in USD/EUR (see bindQuote); a late one with no current price stops the tick before it. */
    pricing: QuotePricing;
    now: Date;
    onChange?: (paymentId: string) => void;
    /** A transfer that paid no link was listed in its merchant's inbox. */
    onUnmatched?: (id: string) => void;
  },
): Promise<EvmWatchReport> {
  const { network, now } = opts;
  const report: EvmWatchReport = { changed: [], unmatched: 0, more: false };
  const safe = await confirmedBlock(client, opts.net.confirmations, opts.net.head);
  const [cursor] = await db.select().from(evmWatchCursors).where(eq(evmWatchCursors.network, network));
  const from = cursor ? cursor.lastBlock + 1n : safe > FIRST_LOOKBACK ? safe - FIRST_LOOKBACK : 0n;
  if (from > safe) return report;
  const to = from + BigInt(BLOCKS_PER_TICK - 1) < safe ? from + BigInt(BLOCKS_PER_TICK - 1) : safe;
  report.more = to < safe;

  const links = await db
    .select({ recipient: payments.recipientAddress, userId: payments.userId })
    .from(payments)
    .where(and(eq(payments.network, network), or(eq(payments.status, 'PENDING'), gt(payments.expiresAt, new Date(now.getTime() - opts.lateWindowMs)))))
    .orderBy(desc(payments.createdAt));
  /** Each watched wallet's owner: the account that claimed the address (issue 29), never merely its newest link's merchant. */
  const claims = await addressOwners(db, links.map((l) => l.recipient));
  const owners = new Map<`0x${string}`, string>();
  for (const link of links) {
    const owner = claims.get(canonicalAddress(link.recipient));
    if (owner) owners.set(getAddress(link.recipient), owner);
  }
  const recipients = [...owners.keys()];
  if (recipients.length > 0) {
    const usdc = getAddress(opts.net.usdcAddress);
    const transfers = [
      ...(await findTokenTransfers(client, { token: usdc, recipients, fromBlock: from, toBlock: to })),
      ...(await findNativeTransfers(client, { recipients, fromBlock: from, toBlock: to })),
    ].sort(evmChainOrder);
    const blockTimes = new Map<bigint, Date>();
    for (const transfer of transfers) {
      const blockTime = await blockTimeOf(client, transfer, blockTimes);
      const result = await recordEvmTransfer(db, {
        network,
        currency: transfer.asset === 'ETH' ? 'ETH' : 'USDC',
        transfer,
        blockTime,
        owner: owners.get(transfer.to)!,
        lateWindowMs: opts.lateWindowMs,
        now,
        pricing: opts.pricing,
        evm: { chainId: opts.net.chainId, lateWindowMs: opts.lateWindowMs },
      });
      if (result.kind === 'paid') {
        report.changed.push(result.paymentId);
        opts.onChange?.(result.paymentId);
      } else if (result.kind === 'unmatched') {
        report.unmatched += 1;
        opts.onUnmatched?.(result.id);
      }
    }
  }
  await db
    .insert(evmWatchCursors)
    .values({ network, lastBlock: to, updatedAt: now })
    .onConflictDoUpdate({ target: evmWatchCursors.network, set: { lastBlock: to, updatedAt: now } });
  return report;
}

async function blockTimeOf(client: PublicClient, transfer: EvmTransfer, cache: Map<bigint, Date>): Promise<Date> {
  let time = cache.get(transfer.blockNumber);
  if (!time) {
    const block = await client.getBlock({ blockNumber: transfer.blockNumber });
    time = new Date(Number(block.timestamp) * 1000);
    cache.set(transfer.blockNumber, time);
  }
  return time;
}
