import { getAddress, type PublicClient } from 'viem';
import type { EvmNetworkConfig } from '../../../config/app-config';
import type { Db } from '../../../db/client';
import { NETWORK_CURSOR, readCursors, writeCursor } from '../cursors';
import { emptyObserveReport, type ObserveInput, type ObserveReport, type ObservedTransfer } from '../chain-adapter';
import { confirmedBlock } from './confirmed-block';
import { evmChainOrder, NATIVE_ASSET, type EvmTransfer } from './evm-transfer';
import { findNativeTransfers } from './find-native-transfers';
import { findTokenTransfers } from './find-token-transfers';

/** Blocks read per tick and network: bounds the RPC calls of a tick (one eth_getBlockByNumber per block for ETH). */
export const BLOCKS_PER_TICK = 100;
/** Where a network's first tick starts: this many blocks before the confirmed head. */
const FIRST_LOOKBACK = 100n;

export type EvmNet = Pick<EvmNetworkConfig, 'tokens' | 'confirmations' | 'head' | 'chainId'>;

/**
 * One round of an EVM adapter: reads the confirmed blocks after the network's cursor (at most BLOCKS_PER_TICK):
 * the listed tokens' Transfer logs and gas coin transactions to the watched wallets (those with an owner), and hands each to `record`
 * in chain order; then the cursor moves. A throw stops the round before the cursor moves, so the same blocks are
 * read again (recording nothing twice). A partial round (the expiry pre-read, a wake-up) watches only some wallets:
 * it reads the newest of those blocks and leaves the cursor where it is, or the other wallets' transfers in them
 * would never be read.
 */
export async function observeEvm(
  db: Db,
  client: PublicClient,
  network: string,
  net: EvmNet,
  input: ObserveInput,
): Promise<ObserveReport> {
  const report = emptyObserveReport();
  const safe = await confirmedBlock(client, net.confirmations, net.head);
  const position = (await readCursors(db, network, [NETWORK_CURSOR])).get(NETWORK_CURSOR)?.position;
  const after = position ? BigInt(position) + 1n : safe > FIRST_LOOKBACK ? safe - FIRST_LOOKBACK : 0n;
  const full = input.scope === 'all';
  const newest = safe - BigInt(BLOCKS_PER_TICK - 1);
  const from = full || after > newest ? after : newest;
  if (from > safe) return report;
  const to = from + BigInt(BLOCKS_PER_TICK - 1) < safe ? from + BigInt(BLOCKS_PER_TICK - 1) : safe;
  report.more = full && to < safe;

  const recipients = [...new Set(input.targets.filter((t) => t.owner !== null).map((t) => getAddress(t.recipient)))];
  report.watchedAddresses = recipients.length;
  if (recipients.length > 0) {
    const symbols = tokenSymbols(net);
    const transfers = [
      ...(await findTokenTransfers(client, {
        tokens: [...symbols.keys()] as `0x${string}`[],
        recipients,
        fromBlock: from,
        toBlock: to,
      })),
      ...(await findNativeTransfers(client, { recipients, fromBlock: from, toBlock: to })),
    ].sort(evmChainOrder);
    const blockTimes = new Map<bigint, Date>();
    for (const transfer of transfers) {
      const time = await blockTimeOf(client, transfer, blockTimes);
      const observed = observedTransfer(
        network,
        transfer,
        symbols.get(transfer.asset) ?? net.tokens[0]!.symbol,
        time,
        Number(safe - transfer.blockNumber) + net.confirmations,
      );
      await input.beforeRecord?.(observed);
      await input.record(observed);
    }
  }
  if (full) await writeCursor(db, network, NETWORK_CURSOR, { position: to.toString() }, input.now);
  return report;
}

/** The listed tokens' symbols by checksummed contract (only these contracts are read: a look-alike is never seen). */
export function tokenSymbols(net: Pick<EvmNet, 'tokens'>): Map<string, string> {
  return new Map(net.tokens.flatMap((t) => (t.contract ? [[getAddress(t.contract), t.symbol] as const] : [])));
}

function observedTransfer(
  network: string,
  t: EvmTransfer,
  currency: string,
  time: Date,
  confirmations: number,
): ObservedTransfer {
  const native = t.asset === NATIVE_ASSET;
  return {
    network,
    txId: t.hash,
    position: t.position,
    block: t.blockNumber,
    txIndex: t.txIndex,
    time,
    from: t.from,
    to: t.to,
    asset: native ? null : t.asset,
    currency,
    amount: t.value,
    reference: null,
    problem: null,
    confirmations,
  };
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
