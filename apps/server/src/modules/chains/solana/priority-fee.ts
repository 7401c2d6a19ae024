/**
 * The compute-unit price to offer, in micro-lamports: the 75th percentile of the recent prioritization fees the
 * node reports for the accounts a transaction writes (zero when it reports none), never above `cap`.
 */
export function priorityFee(recent: readonly { prioritizationFee: bigint }[], cap: bigint): bigint {
  if (recent.length === 0) return 0n;
  const sorted = recent.map((r) => r.prioritizationFee).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const chosen = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.75))]!;
  return chosen > cap ? cap : chosen;
}
