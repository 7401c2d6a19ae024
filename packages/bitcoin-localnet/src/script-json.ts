import { hex } from '@scure/base';
import { OutScript, Script } from '@scure/btc-signer';
import { regtestAddress } from './output-script.ts';

const SCRIPT_TYPES: Record<string, string> = {
  pk: 'p2pk',
  pkh: 'p2pkh',
  sh: 'p2sh',
  wpkh: 'v0_p2wpkh',
  wsh: 'v0_p2wsh',
  tr: 'v1_p2tr',
  ms: 'multisig',
};

/** An output as Esplora shows it (`vout[]` and `vin[].prevout`). */
export function outputJson(script: Uint8Array, value: bigint) {
  const address = regtestAddress(script);
  return {
    scriptpubkey: hex.encode(script),
    scriptpubkey_asm: scriptAsm(script),
    scriptpubkey_type: scriptType(script),
    ...(address ? { scriptpubkey_address: address } : {}),
    value: Number(value),
  };
}

function scriptType(script: Uint8Array): string {
  if (script.length === 0) return 'empty';
  if (script[0] === 0x6a) return 'op_return';
  try {
    return SCRIPT_TYPES[OutScript.decode(script).type] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Esplora's (rust-bitcoin's) script assembly: `OP_0 OP_PUSHBYTES_20 <hex>`; empty for an undecodable script. */
export function scriptAsm(script: Uint8Array): string {
  try {
    return Script.decode(script)
      .map((op) => {
        if (op instanceof Uint8Array) return `${pushOpcode(op.length)} ${hex.encode(op)}`;
        if (typeof op === 'number') return op === 0 ? 'OP_0' : op === -1 ? 'OP_PUSHNUM_NEG1' : `OP_PUSHNUM_${op}`;
        return `OP_${op}`;
      })
      .join(' ');
  } catch {
    return '';
  }
}

function pushOpcode(length: number): string {
  if (length <= 75) return `OP_PUSHBYTES_${length}`;
  return length <= 0xff ? 'OP_PUSHDATA1' : length <= 0xffff ? 'OP_PUSHDATA2' : 'OP_PUSHDATA4';
}
