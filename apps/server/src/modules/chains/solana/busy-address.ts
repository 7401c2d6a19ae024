/**
 * A watched wallet is busy when it receives more than this many transactions a minute (an exchange hot wallet,
 * a popular program's account). Scanning a wallet costs one getTransaction per signature, whatever it is; past
 * this rate, finding its links' payments by their reference keys (at most REFERENCES_PER_BUSY_ADDRESS
 * getSignaturesForAddress a tick, 600 a minute at 1 s ticks) is cheaper, and costs what its links cost.
 */
export const BUSY_SIGNATURES_PER_MINUTE = 300;
/** How long a busy wallet stays busy before one page of its signatures is read again to see if it calmed down. */
export const BUSY_HOLD_MS = 10 * 60_000;
/** Reference keys of a busy wallet's links asked about per tick, least recently checked (then oldest) first. */
export const REFERENCES_PER_BUSY_ADDRESS = 10;
/** Signatures waiting in the backlog per address at most: a scan lists no more than the room left. */
export const BACKLOG_CAP_PER_ADDRESS = 1000;

const WINDOW_MS = 60_000;

/** Signatures of a listing made within the last minute: old ones (a scan catching up, a probe) are no rate. */
export function recentSignatures(listed: readonly { blockTime: bigint | null }[], now: Date): number {
  return listed.filter((s) => s.blockTime === null || Number(s.blockTime) * 1000 > now.getTime() - WINDOW_MS).length;
}

/**
 * A wallet's traffic counter after a scan that listed `listed` new signatures of the last minute: counts within a window of one
 * minute (a new window starts once the last is a minute old); busy as soon as a window holds more than
 * BUSY_SIGNATURES_PER_MINUTE. Kept on the wallet's cursor, so every worker's scans add to the same count.
 */
export function trafficAfterScan(
  cursor: { signaturesInWindow: number; windowStartedAt: Date | null } | undefined,
  listed: number,
  now: Date,
): { signaturesInWindow: number; windowStartedAt: Date; busy: boolean } {
  const current = cursor?.windowStartedAt && now.getTime() - cursor.windowStartedAt.getTime() < WINDOW_MS;
  const signaturesInWindow = (current ? cursor.signaturesInWindow : 0) + listed;
  const windowStartedAt = current ? cursor.windowStartedAt! : now;
  return { signaturesInWindow, windowStartedAt, busy: signaturesInWindow > BUSY_SIGNATURES_PER_MINUTE };
}

/** Busy now: not scanned; its links are found by reference. Null `busyUntil` or past it: scanned (again). */
export function isBusy(cursor: { busyUntil: Date | null } | undefined, now: Date): boolean {
  return !!cursor?.busyUntil && cursor.busyUntil > now;
}
