import type { FailedTransactionMetadata } from 'litesvm';
import { RpcError } from './rpc-error.ts';
import { transactionErrorJson } from './transaction-error-json.ts';

/** The RPC error of a failed preflight, as a real node answers it (-32002 with the simulation's logs). */
export function preflightError(err: unknown, logs: string[], unitsConsumed: number): RpcError {
  const reason = typeof err === 'string' ? err : JSON.stringify(err);
  return new RpcError(-32002, `Transaction simulation failed: ${reason}`, {
    err,
    logs,
    accounts: null,
    unitsConsumed,
    returnData: null,
  });
}

/** The RPC error of a transaction LiteSVM refused: a bad signature is -32003, anything else a failed preflight. */
export function failedPreflight(failed: FailedTransactionMetadata): RpcError {
  const meta = failed.meta();
  const err = transactionErrorJson(failed.err());
  if (err === 'SignatureFailure') return new RpcError(-32003, 'Transaction signature verification failure');
  return preflightError(err, meta.logs(), Number(meta.computeUnitsConsumed()));
}
