import { getBase58Decoder } from '@solana/kit';
import { tokenAmountUi } from './token-amount-ui.ts';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]);
const MEMO_PROGRAMS = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
]);
const SYSTEM_TRANSFER = 2;
const TOKEN_TRANSFER = 3;
const TOKEN_TRANSFER_CHECKED = 12;

/**
 * One instruction in `jsonParsed` form. Only what payment code reads is parsed (System transfer,
 * SPL Token transfer/transferChecked, memo); everything else is returned unparsed, as nodes do
 * for programs they have no parser for.
 */
export function parsedInstruction(programId: string, accounts: string[], data: Uint8Array) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (programId === SYSTEM_PROGRAM && data.length === 12 && view.getUint32(0, true) === SYSTEM_TRANSFER) {
    const info = { source: accounts[0], destination: accounts[1], lamports: view.getBigUint64(4, true) };
    return { program: 'system', programId, parsed: { type: 'transfer', info }, stackHeight: null };
  }
  if (TOKEN_PROGRAMS.has(programId) && data[0] === TOKEN_TRANSFER && data.length === 9) {
    const info = {
      source: accounts[0],
      destination: accounts[1],
      authority: accounts[2],
      amount: view.getBigUint64(1, true).toString(),
    };
    return { program: 'spl-token', programId, parsed: { type: 'transfer', info }, stackHeight: null };
  }
  if (TOKEN_PROGRAMS.has(programId) && data[0] === TOKEN_TRANSFER_CHECKED && data.length === 10) {
    const info = {
      source: accounts[0],
      mint: accounts[1],
      destination: accounts[2],
      authority: accounts[3],
      tokenAmount: tokenAmountUi(view.getBigUint64(1, true), data[9]!),
    };
    return { program: 'spl-token', programId, parsed: { type: 'transferChecked', info }, stackHeight: null };
  }
  if (MEMO_PROGRAMS.has(programId)) {
    return { program: 'spl-memo', programId, parsed: new TextDecoder().decode(data), stackHeight: null };
  }
  return { programId, accounts, data: getBase58Decoder().decode(data), stackHeight: null };
}
