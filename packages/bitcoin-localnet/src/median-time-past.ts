import type { Block } from './block.ts';

/** The median time of the last 11 blocks, which time locks are compared with (BIP113). */
export function medianTimePast(blocks: readonly Block[]): number {
  const times = blocks
    .slice(-11)
    .map((block) => block.time)
    .sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}
