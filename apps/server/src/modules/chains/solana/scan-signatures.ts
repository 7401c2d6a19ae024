import { address as toAddress, signature as toSignature, type Signature } from '@solana/kit';
import type { Db } from '../../../db/client';
import { type ChainCursor, writeCursor } from '../cursors';
import { watchBacklog } from './schema';
import { BUSY_HOLD_MS, recentSignatures, trafficAfterScan } from './busy-address';
import type { SolanaRpc } from './solana-rpc';

export interface ScanInput {
  address: string;
  cursor: ChainCursor | undefined;
  /** Account fingerprint read this tick, stored once the scan is complete (null for reference keys). */
  fingerprint: string | null;
  /** Signatures with a block time before this (ms) cannot pay any watched link: the scan stops there. */
  sinceMs: number;
  /** Signatures this address may still add to the backlog (BACKLOG_CAP_PER_ADDRESS minus what waits there). */
  room: number;
  /**
   * Set for a wallet (not a reference key). When its traffic shows it busy, what this scan listed is not stored
   * and the wallet is not scanned for BUSY_HOLD_MS: its links' payments are found by their reference keys, whose
   * own cursors cover every signature carrying them (listed before by a sweep, or to be listed). What already
   * waits in its backlog is loaded as usual (at most the cap), so nothing is dropped.
   */
  busyCheck?: boolean;
  commitment: 'confirmed' | 'finalized';
  now: Date;
}

/** Signatures per getSignaturesForAddress page (the RPC maximum). */
const PAGE = 1000;
/** Pages one address may read per tick, so a busy address costs a bounded amount and no one waits for it. */
export const PAGES_PER_ADDRESS = 2;
const INSERT_CHUNK = 500;

/**
 * Lists the signatures of one address newer than its cursor, at most PAGES_PER_ADDRESS pages and `room`
 * signatures, newest first (the only order the RPC offers). They go to the backlog and the cursor moves in one
 * transaction, as soon as this address is done: its transactions are loaded later, on their own budget. A scan
 * that runs out of pages or room keeps where it stopped (`scanBefore`) and the newest signature it saw
 * (`scanHead`) and goes on next tick, so nothing between the old cursor and the new one is ever skipped.
 * A wallet whose busy period is over is probed with one page from its newest signature (its links were found
 * by reference meanwhile). Returns the RPC calls made and whether the wallet is (still) busy.
 */
export async function scanSignatures(
  db: Db,
  rpc: SolanaRpc,
  input: ScanInput,
): Promise<{ calls: number; busy: boolean }> {
  const { address, cursor, now } = input;
  const probe = !!cursor?.busyUntil && cursor.busyUntil <= now;
  const until = probe ? null : (cursor?.position ?? null);
  let head = probe ? null : (cursor?.scanHead ?? null);
  let before = probe ? null : (cursor?.scanBefore ?? null);
  const found: { signature: string; slot: bigint }[] = [];
  let listed = 0;
  let complete = false;
  let calls = 0;
  while (calls < (probe ? 1 : PAGES_PER_ADDRESS) && found.length < input.room) {
    calls += 1;
    const limit = Math.min(PAGE, input.room - found.length);
    const batch = await rpc
      .getSignaturesForAddress(toAddress(address), {
        limit,
        commitment: input.commitment,
        ...(until ? { until: toSignature(until) } : {}),
        ...(before ? { before: toSignature(before) as Signature } : {}),
      })
      .send();
    listed += recentSignatures(batch, now);
    head ??= batch[0]?.signature ?? null;
    const fresh = batch.filter((s) => s.blockTime === null || Number(s.blockTime) * 1000 >= input.sinceMs);
    found.push(...fresh.map((s) => ({ signature: s.signature, slot: s.slot })));
    if (fresh.length < batch.length || batch.length < limit) {
      complete = true;
      break;
    }
    before = batch.at(-1)!.signature;
  }
  // A wallet's traffic rate, counted across scans (and workers) on its cursor. More new signatures than one tick
  // reads (or than the backlog takes) is busy too: its links are then cheaper to find by reference.
  const traffic = input.busyCheck ? trafficAfterScan(probe ? undefined : cursor, listed, now) : null;
  const busy = !!traffic && (traffic.busy || (!complete && !probe));
  const counter = traffic
    ? { signaturesInWindow: traffic.signaturesInWindow, windowStartedAt: traffic.windowStartedAt }
    : {};

  if (busy) {
    const next = {
      position: head ?? until,
      scanHead: null,
      scanBefore: null,
      fingerprint: null,
      busyUntil: new Date(now.getTime() + BUSY_HOLD_MS),
      signaturesInWindow: 0,
      windowStartedAt: null,
    };
    await writeCursor(db, 'solana', address, next, now);
    return { calls, busy };
  }

  const next = {
    ...(complete || probe
      ? { position: head ?? until, scanHead: null, scanBefore: null, fingerprint: input.fingerprint }
      : { position: until, scanHead: head, scanBefore: before, fingerprint: null }),
    busyUntil: null,
    ...counter,
  };
  await db.transaction(async (tx) => {
    for (let i = 0; i < found.length; i += INSERT_CHUNK) {
      await tx
        .insert(watchBacklog)
        .values(found.slice(i, i + INSERT_CHUNK).map((s) => ({ ...s, address, nextAttemptAt: now, foundAt: now })))
        .onConflictDoNothing();
    }
    await writeCursor(tx, 'solana', address, next, now);
  });
  return { calls, busy };
}
