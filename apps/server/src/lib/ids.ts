import { randomBytes } from 'node:crypto';
import { base58Encode } from '@paylink/shared';

/** Unguessable prefixed ids (`usr_...`, `pay_...`): 16 random bytes in base58. */
export function newId(
  prefix:
    | 'usr'
    | 'pay'
    | 'evt'
    | 'key'
    | 'whd'
    | 'trf'
    | 'pur'
    | 'pln'
    | 'prc'
    | 'utr'
    | 'rfd'
    | 'quo'
    | 'rcl'
    | 'spl'
    | 'sub'
    | 'spr'
    | 'inv'
    | 'otr'
    | 'act'
    | 'btn'
    | 'pyo'
    | 'pob'
    | 'whe'
    | 'mis'
    | 'ntf',
): string {
  return `${prefix}_${base58Encode(randomBytes(16))}`;
}
