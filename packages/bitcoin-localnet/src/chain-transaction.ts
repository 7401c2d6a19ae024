import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { TxRejectedError } from './tx-rejected-error.ts';

export interface TxInput {
  txid: string;
  vout: number;
  sequence: number;
  scriptSig: Uint8Array;
  witness: Uint8Array[];
}

export interface TxOutput {
  script: Uint8Array;
  value: bigint;
}

/** A transaction as the chain keeps it: the raw bytes and the parts validation and the API read. */
export interface ChainTransaction {
  txid: string;
  hex: string;
  version: number;
  locktime: number;
  inputs: TxInput[];
  outputs: TxOutput[];
  isCoinbase: boolean;
  size: number;
  weight: number;
  vsize: number;
  /** The parsed transaction, for sighash computation. */
  parsed: Transaction;
}

const NULL_TXID = '0'.repeat(64);
const PARSE_OPTIONS = { allowUnknownOutputs: true, allowUnknownInputs: true, disableScriptCheck: true } as const;

/** Parses a raw transaction (hex); anything that does not decode is bitcoind's "TX decode failed". */
export function parseChainTransaction(rawHex: string): ChainTransaction {
  const normalized = rawHex.trim().toLowerCase();
  let parsed: Transaction;
  try {
    if (!/^([0-9a-f]{2})+$/.test(normalized)) throw new Error('not hex');
    parsed = Transaction.fromRaw(hex.decode(normalized), PARSE_OPTIONS);
  } catch {
    throw new TxRejectedError(-22, 'TX decode failed. Make sure the tx has at least one input.');
  }
  const inputs = Array.from({ length: parsed.inputsLength }, (_, index): TxInput => {
    const input = parsed.getInput(index);
    return {
      txid: hex.encode(input.txid ?? new Uint8Array(32)),
      vout: input.index ?? 0,
      sequence: input.sequence ?? 0xffffffff,
      scriptSig: input.finalScriptSig ?? new Uint8Array(),
      witness: input.finalScriptWitness ?? [],
    };
  });
  const outputs = Array.from({ length: parsed.outputsLength }, (_, index): TxOutput => {
    const output = parsed.getOutput(index);
    return { script: output.script ?? new Uint8Array(), value: output.amount ?? 0n };
  });
  if (inputs.length === 0 || outputs.length === 0)
    throw new TxRejectedError(-22, 'TX decode failed. Make sure the tx has at least one input.');
  return {
    txid: parsed.id,
    hex: normalized,
    version: parsed.version,
    locktime: parsed.lockTime,
    inputs,
    outputs,
    isCoinbase: inputs.length === 1 && inputs[0]!.txid === NULL_TXID && inputs[0]!.vout === 0xffffffff,
    size: normalized.length / 2,
    weight: parsed.weight,
    vsize: parsed.vsize,
    parsed,
  };
}

/** The key of an output in the UTXO set and the spends index. */
export function outpointKey(txid: string, vout: number): string {
  return `${txid}:${vout}`;
}
