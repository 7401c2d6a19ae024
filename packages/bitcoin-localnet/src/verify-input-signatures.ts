import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { OutScript } from '@scure/btc-signer';
import type { ChainTransaction, TxOutput } from './chain-transaction.ts';
import { TxRejectedError } from './tx-rejected-error.ts';

const ECDSA_SIGHASH_TYPES = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83]);
const SCHNORR_SIGHASH_TYPES = new Set([0x00, 0x01, 0x02, 0x03, 0x81, 0x82, 0x83]);

/**
 * Checks every input's signature against the output it spends: P2WPKH by BIP143 (ECDSA, low S) and P2TR key
 * paths by BIP341 (Schnorr). Other output types are refused: the local chain does not run Script.
 */
export function verifyInputSignatures(tx: ChainTransaction, prevouts: TxOutput[]): void {
  tx.inputs.forEach((_, index) => verifyInputSignature(tx, prevouts, index));
}

/** Checks one input's signature; `prevouts` are the outputs every input spends (BIP341 signs them all). */
export function verifyInputSignature(tx: ChainTransaction, prevouts: TxOutput[], index: number): void {
  const input = tx.inputs[index]!;
  const prevout = prevouts[index]!;
  const decoded = decodeOutScript(prevout.script);
  if (decoded?.type !== 'wpkh' && decoded?.type !== 'tr') {
    reject(
      index,
      'only P2WPKH and P2TR key-path inputs are supported by the local chain',
      'non-mandatory-script-verify-flag',
    );
  }
  if (input.scriptSig.length > 0) reject(index, 'a native segwit input must have an empty scriptSig');
  if (decoded.type === 'wpkh') {
    if (input.witness.length !== 2) reject(index, 'a P2WPKH witness must be a signature and a public key');
    const [signature, publicKey] = input.witness as [Uint8Array, Uint8Array];
    if (publicKey.length !== 33 || !equalBytes(ripemd160(sha256(publicKey)), decoded.hash))
      reject(index, 'the public key does not match the spent output');
    const hashType = signature[signature.length - 1]!;
    if (!ECDSA_SIGHASH_TYPES.has(hashType)) reject(index, 'invalid sighash type');
    const scriptCode = OutScript.encode({ type: 'pkh', hash: decoded.hash });
    const sighash = tx.parsed.preimageWitnessV0(index, scriptCode, hashType, prevout.value);
    if (
      !safeVerify(() =>
        secp256k1.verify(signature.subarray(0, -1), sighash, publicKey, { prehash: false, format: 'der', lowS: true }),
      )
    ) {
      reject(index, 'Signature must be zero for failed CHECK(MULTI)SIG operation');
    }
    return;
  }
  if (input.witness.length !== 1)
    reject(index, 'only P2TR key-path spends (one signature, no annex) are supported by the local chain');
  const signature = input.witness[0]!;
  if (signature.length !== 64 && signature.length !== 65) reject(index, 'Invalid Schnorr signature size');
  const hashType = signature.length === 65 ? signature[64]! : 0;
  if ((signature.length === 65 && hashType === 0) || !SCHNORR_SIGHASH_TYPES.has(hashType))
    reject(index, 'Invalid Schnorr signature hash type');
  const sighash = tx.parsed.preimageWitnessV1(
    index,
    prevouts.map((output) => output.script),
    hashType,
    prevouts.map((output) => output.value),
  );
  if (!safeVerify(() => schnorr.verify(signature.subarray(0, 64), sighash, decoded.pubkey)))
    reject(index, 'Invalid Schnorr signature');
}

function decodeOutScript(script: Uint8Array) {
  try {
    return OutScript.decode(script);
  } catch {
    return undefined;
  }
}

function safeVerify(verify: () => boolean): boolean {
  try {
    return verify();
  } catch {
    return false;
  }
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

function reject(index: number, detail: string, flag = 'mandatory-script-verify-flag-failed'): never {
  throw new TxRejectedError(-26, `${flag} (${detail}), input ${index}`);
}
