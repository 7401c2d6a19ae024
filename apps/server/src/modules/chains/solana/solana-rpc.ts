import { createSolanaRpc, type Rpc, type SolanaRpcApi } from '@solana/kit';

export type SolanaRpc = Rpc<SolanaRpcApi>;

/** A standard Solana JSON-RPC client (u64 values come back as bigint). */
export function solanaRpc(url: string): SolanaRpc {
  return createSolanaRpc(url);
}
