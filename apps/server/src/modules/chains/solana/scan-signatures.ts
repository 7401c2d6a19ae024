import { address as toAddress, signature as toSignature, type Signature } from '@solana/kit';
import type { Db } from '../../../db/client';
import { watchCursors } from '../../payments/schema';
import type { SolanaRpc } from './solana-rpc';
import { watchBacklog } from './schema';

export type WatchCursor = typeof watchCursors.$inferSelect;

export interface ScanInput {
  address: string;
  cursor: WatchCursor | undefined;
  /** Account fingerprint read this tick, stored once the scan is complete (null for reference keys). */
  fingerprint: string | null;
  /** Signatures with a block time before this (ms) cannot pay any watched link: the scan stops there. */
  sinceMs: number;
  commitment: 'confirmed' | 'finalized';
  now: Date;
}

/** Signatures per getSignaturesForAddress page (the RPC maximum). */
const PAGE = 1000;
/** Pages one address may read per tick, so a busy address costs a bounded amount and no one waits for it. */
export const PAGES_PER_ADDRESS = 2;
const INSERT_CHUNK = 500;

/**
 * Lists the signatures of one address newer than its cursor, at most PAGES_PER_ADDRESS pages, newest first
 * (the only order the RPC offers). They go to the backlog and the cursor moves in one transaction, as soon as
 * this address is done: its transactions are loaded later, on their own budget. A scan that runs out of pages
 * keeps where it stopped (`scanBefore`) and the newest signature it saw (`scanHead`) and goes on next tick,
 * so nothing between the old cursor and the new one is ever skipped. Returns the RPC calls made.
 */
export async function scanSignatures(db: Db, rpc: SolanaRpc, input: ScanInput): Promise<number> {
  const { address, cursor, now } = input;
  const until = cursor?.lastSignature ?? null;
  let head = cursor?.scanHead ?? null;
  let before = cursor?.scanBefore ?? null;
  const found: { signature: string; slot: bigint }[] = [];
  let complete = false;
  let calls = 0;
  while (calls < PAGES_PER_ADDRESS) {
    calls += 1;
    const batch = await rpc
      .getSignaturesForAddress(toAddress(address), {
        limit: PAGE,
        commitment: input.commitment,
        ...(until ? { until: toSignature(until) } : {}),
        ...(before ? { before: toSignature(before) as Signature } : {}),
      })
      .send();
    head ??= batch[0]?.signature ?? null;
    const fresh = batch.filter((s) => s.blockTime === null || Number(s.blockTime) * 1000 >= input.sinceMs);
    found.push(...fresh.map((s) => ({ signature: s.signature, slot: s.slot })));
    if (fresh.length < batch.length || batch.length < PAGE) {
      complete = true;
      break;
    }
    before = batch.at(-1)!.signature;
  }

  const next = complete
    ? { lastSignature: head ?? until, scanHead: null, scanBefore: null, fingerprint: input.fingerprint }
    : { lastSignature: until, scanHead: head, scanBefore: before, fingerprint: null };
  await db.transaction(async (tx) => {
    for (let i = 0; i < found.length; i += INSERT_CHUNK) {
      await tx
        .insert(watchBacklog)
        .values(found.slice(i, i + INSERT_CHUNK).map((s) => ({ ...s, address, nextAttemptAt: now, foundAt: now })))
        .onConflictDoNothing();
    }
    await tx
      .insert(watchCursors)
      .values({ address, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: watchCursors.address, set: { ...next, updatedAt: now } });
  });
  return calls;
}
