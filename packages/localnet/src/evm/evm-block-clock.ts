import type { PublicClient } from 'viem';

/** Anvil's `finalized` block tag trails its head by this many blocks (two epochs of 32 slots). */
export const ANVIL_FINALIZED_LAG = 64n;

export interface EvmBlockClock {
  /** Rounds run so far (tests count them, never time). */
  readonly ticks: number;
  stop(): Promise<void>;
}

/**
 * Offline block clock for an Anvil chain that mines a block per transaction: every `intervalMs` it mines an empty
 * block while the newest transaction's block is not yet under the `finalized` tag, so offline payments become final
 * with no other traffic, as on a real chain. It then rests: a quiet chain adds no empty blocks to its state file (at
 * most ANVIL_FINALIZED_LAG after each burst of transactions, and as many after a restart). A block it did not mine
 * (a transaction, or a restored chain at start) starts the count again.
 */
export function startEvmBlockClock(client: PublicClient, intervalMs: number): EvmBlockClock {
  let ticks = 0;
  let mineUntil = -1n;
  let ownHead: bigint | null = null;
  let busy: Promise<void> | null = null;
  const tick = async () => {
    const head = await client.getBlockNumber({ cacheTime: 0 });
    if (ownHead === null || head !== ownHead) mineUntil = head + ANVIL_FINALIZED_LAG;
    if (head < mineUntil) {
      await client.request({ method: 'evm_mine' as never, params: [] as never });
      ownHead = head + 1n;
    } else ownHead = head;
  };
  const timer = setInterval(() => {
    if (busy) return;
    // A failed round (the node restarting or stopping) is tried again next interval.
    busy = tick()
      .catch(() => undefined)
      .finally(() => {
        ticks += 1;
        busy = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    get ticks() {
      return ticks;
    },
    async stop() {
      clearInterval(timer);
      await busy;
    },
  };
}
