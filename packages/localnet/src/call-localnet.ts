/** Thrown when the local chain answers a JSON-RPC call with an error. */
export class LocalnetCallError extends Error {
  override name = 'LocalnetCallError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/**
 * Calls one of the local chain's extra JSON-RPC methods (requestUsdcAirdrop, requestTokenAirdrop,
 * requestTestMint), which @solana/kit's typed RPC does not know about.
 */
export async function callLocalnet<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    ),
  });
  const body = (await response.json()) as { result?: T; error?: { code: number; message: string; data?: unknown } };
  if (body.error) throw new LocalnetCallError(body.error.code, body.error.message, body.error.data);
  return body.result as T;
}
