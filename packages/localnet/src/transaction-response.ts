import {
  getBase58Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit';
import { parsedInstruction } from './parsed-instruction.ts';
import { RpcError } from './rpc-error.ts';
import type { TransactionRecord } from './transaction-record.ts';

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58';

/** The getTransaction result for an indexed transaction, in the requested encoding. */
export function transactionResponse(
  record: TransactionRecord,
  {
    encoding = 'json',
    maxSupportedTransactionVersion,
  }: { encoding?: TransactionEncoding; maxSupportedTransactionVersion?: number },
) {
  if (record.version !== 'legacy' && maxSupportedTransactionVersion === undefined) {
    throw new RpcError(
      -32015,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    );
  }
  const meta = {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions: record.innerInstructions ?? [],
    logMessages: record.logs,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    loadedAddresses: record.loadedAddresses ?? { writable: [], readonly: [] },
    computeUnitsConsumed: record.computeUnits,
  };
  const envelope = {
    slot: record.slot,
    blockTime: record.blockTime,
    meta,
    // Clients that do not pass maxSupportedTransactionVersion expect no version field at all.
    ...(maxSupportedTransactionVersion === undefined ? {} : { version: record.version }),
  };
  if (encoding === 'base64') return { ...envelope, transaction: [record.wire, 'base64'] };
  const wire = getBase64Encoder().encode(record.wire);
  if (encoding === 'base58') return { ...envelope, transaction: [getBase58Decoder().decode(wire), 'base58'] };
  return { ...envelope, transaction: decodedTransaction(wire, encoding === 'jsonParsed', record.loadedAddresses) };
}

function decodedTransaction(
  wire: Uint8Array | ReturnType<ReturnType<typeof getBase64Encoder>['encode']>,
  parsed: boolean,
  loaded: TransactionRecord['loadedAddresses'],
) {
  const transaction = getTransactionDecoder().decode(wire);
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  if (message.version === 1) throw new RpcError(-32602, 'Version 1 transactions are not supported by the local chain');
  const base58 = getBase58Decoder();
  const signatures = Object.values(transaction.signatures).map((bytes) => (bytes ? base58.decode(bytes) : ''));
  const staticKeys = message.staticAccounts.map(String);
  // Instruction account indexes count the loaded addresses after the static keys.
  const keys = [...staticKeys, ...(loaded?.writable ?? []), ...(loaded?.readonly ?? [])];
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = message.header;
  const isWritable = (i: number) =>
    i < numSignerAccounts
      ? i < numSignerAccounts - numReadonlySignerAccounts
      : i < staticKeys.length
        ? i < staticKeys.length - numReadonlyNonSignerAccounts
        : i < staticKeys.length + (loaded?.writable.length ?? 0);
  const instructions = message.instructions.map((instruction) => {
    const accountIndices = instruction.accountIndices ?? [];
    const data = new Uint8Array(instruction.data ?? []);
    if (!parsed) {
      return {
        programIdIndex: instruction.programAddressIndex,
        accounts: accountIndices,
        data: base58.decode(data),
        stackHeight: null,
      };
    }
    return parsedInstruction(
      keys[instruction.programAddressIndex]!,
      accountIndices.map((i) => keys[i]!),
      data,
    );
  });
  // jsonParsed lists every key with where it came from; json lists the static keys (loaded ones are in meta).
  const accountKeys = parsed
    ? keys.map((pubkey, i) => ({
        pubkey,
        signer: i < numSignerAccounts,
        writable: isWritable(i),
        source: i < staticKeys.length ? 'transaction' : 'lookupTable',
      }))
    : staticKeys;
  return {
    signatures,
    message: {
      accountKeys,
      header: {
        numRequiredSignatures: numSignerAccounts,
        numReadonlySignedAccounts: numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: numReadonlyNonSignerAccounts,
      },
      recentBlockhash: message.lifetimeToken,
      instructions,
      ...(message.version === 0
        ? {
            addressTableLookups: (message.addressTableLookups ?? []).map((l) => ({
              accountKey: l.lookupTableAddress,
              writableIndexes: [...l.writableIndexes],
              readonlyIndexes: [...l.readonlyIndexes],
            })),
          }
        : {}),
    },
  };
}
