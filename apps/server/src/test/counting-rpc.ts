import type { SolanaRpc } from '../modules/chains/solana/solana-rpc';

/**
 * Wraps a kit RPC so every call is counted by method name (the watcher only uses rpc.method(...).send()), with
 * getTransaction counted per signature and getSignaturesForAddress per address. Used by tests and benches.
 */
export function countingRpc(rpc: SolanaRpc) {
  const calls = new Map<string, number>();
  const fetched = new Map<string, number>();
  const listed = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const proxy = new Proxy(rpc, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof prop !== 'string' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        bump(calls, prop);
        if (prop === 'getTransaction') bump(fetched, String(args[0]));
        if (prop === 'getSignaturesForAddress') bump(listed, String(args[0]));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    rpc: proxy,
    /** Calls by method since the last take, and clears them. */
    take(): Record<string, number> {
      const snapshot = Object.fromEntries([...calls].sort());
      calls.clear();
      return snapshot;
    },
    /** getTransaction calls per signature, since the start. */
    fetched,
    /** getSignaturesForAddress calls per address, since the start. */
    listed,
    /** getTransaction calls for a signature that had already been fetched (since the start). */
    refetches() {
      return [...fetched.values()].reduce((sum, n) => sum + n - 1, 0);
    },
  };
}
