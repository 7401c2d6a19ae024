import { createDefaultRpcTransport, createSolanaRpcFromTransport, type Rpc, type SolanaRpcApi } from '@solana/kit';

export type SolanaRpc = Rpc<SolanaRpcApi>;

/** Told about every JSON-RPC call: its method, duration and whether it failed (transport or JSON-RPC error). */
export type RpcCallObserver = (method: string, seconds: number, failed: boolean) => void;

/** A standard Solana JSON-RPC client (u64 values come back as bigint), reporting each call to `observe`. */
export function solanaRpc(url: string, observe?: RpcCallObserver): SolanaRpc {
  const transport = createDefaultRpcTransport({ url });
  if (!observe) return createSolanaRpcFromTransport(transport);
  const observed = (async <TResponse>(request: Parameters<typeof transport>[0]): Promise<TResponse> => {
    const method = (request.payload as { method?: string }).method ?? 'unknown';
    const started = performance.now();
    try {
      const response = await transport<TResponse>(request);
      observe(
        method,
        (performance.now() - started) / 1000,
        (response as { error?: unknown } | null)?.error !== undefined,
      );
      return response;
    } catch (err) {
      observe(method, (performance.now() - started) / 1000, true);
      throw err;
    }
  }) as typeof transport;
  return createSolanaRpcFromTransport(observed);
}
