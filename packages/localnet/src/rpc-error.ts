/** A JSON-RPC error with a Solana RPC error code, sent to the client as `{ code, message, data }`. */
export class RpcError extends Error {
  override name = 'RpcError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}
