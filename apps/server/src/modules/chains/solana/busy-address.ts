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

/** Whether a listing (newest first, as getSignaturesForAddress returns it) shows a busy address at `now`. */
export function isBusyListing(listed: readonly { blockTime: bigint | null }[], now: Date): boolean {
  const minuteAgo = now.getTime() - 60_000;
  return listed.filter((s) => s.blockTime !== null && Number(s.blockTime) * 1000 >= minuteAgo).length > BUSY_SIGNATURES_PER_MINUTE;
}

/** Busy now: not scanned; its links are found by reference. Null `busyUntil` or past it: scanned (again). */
export function isBusy(cursor: { busyUntil: Date | null } | undefined, now: Date): boolean {
  return !!cursor?.busyUntil && cursor.busyUntil > now;
}
