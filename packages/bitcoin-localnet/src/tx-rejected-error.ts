/**
 * A transaction refused by the local chain, with bitcoind's RPC error code and reason
 * (-22 decode failed, -25 missing or spent inputs, -26 policy or consensus rejection, -27 already in the chain).
 */
export class TxRejectedError extends Error {
  constructor(
    readonly rpcCode: -22 | -25 | -26 | -27,
    reason: string,
  ) {
    super(reason);
    this.name = 'TxRejectedError';
  }

  /** The body Esplora answers when bitcoind refuses a broadcast. */
  toEsploraText(): string {
    return `sendrawtransaction RPC error: ${JSON.stringify({ code: this.rpcCode, message: this.message })}`;
  }
}
