import type { LiteSVM } from 'litesvm';
import { getAddressDecoder, getAddressEncoder, type Address } from '@solana/kit';
import { RpcError } from './rpc-error.ts';

export const ADDRESS_LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111';
/** The lookup table account's header (type, deactivation slot, last extended slot and index, authority, padding). */
const META_SIZE = 56;
const LOOKUP_TABLE_TYPE = 1;

/** The bytes of an active lookup table account holding `addresses` (extended long ago, so all are usable now). */
export function lookupTableData(addresses: readonly string[], authority: Address): Uint8Array {
  const data = new Uint8Array(META_SIZE + 32 * addresses.length);
  const view = new DataView(data.buffer);
  view.setUint32(0, LOOKUP_TABLE_TYPE, true);
  view.setBigUint64(4, 0xffff_ffff_ffff_ffffn, true);
  view.setBigUint64(12, 0n, true);
  data[20] = 0;
  data[21] = 1;
  data.set(getAddressEncoder().encode(authority), 22);
  const encoder = getAddressEncoder();
  addresses.forEach((a, i) => data.set(encoder.encode(a as Address), META_SIZE + 32 * i));
  return data;
}

/** The addresses a version-0 message loads from its lookup tables (writable ones first, as the runtime orders them). */
export function loadedAddresses(
  svm: LiteSVM,
  lookups: readonly {
    lookupTableAddress: string;
    writableIndexes: readonly number[];
    readonlyIndexes: readonly number[];
  }[],
): { writable: string[]; readonly: string[] } {
  const writable: string[] = [];
  const readonly: string[] = [];
  for (const lookup of lookups) {
    const account = svm.getAccount(lookup.lookupTableAddress as never);
    if (!account.exists || (account.programAddress as string) !== ADDRESS_LOOKUP_TABLE_PROGRAM) {
      throw new RpcError(
        -32602,
        `Transaction loads addresses from an account that is not a lookup table: ${lookup.lookupTableAddress}`,
      );
    }
    const table = tableAddresses(new Uint8Array(account.data));
    const pick = (i: number) => {
      const address = table[i];
      if (address === undefined)
        throw new RpcError(-32602, `Transaction address table lookup uses an invalid index: ${i}`);
      return address;
    };
    writable.push(...lookup.writableIndexes.map(pick));
    readonly.push(...lookup.readonlyIndexes.map(pick));
  }
  return { writable, readonly };
}

function tableAddresses(data: Uint8Array): string[] {
  const decoder = getAddressDecoder();
  return Array.from({ length: Math.floor((data.length - META_SIZE) / 32) }, (_, i) =>
    decoder.decode(data.slice(META_SIZE + 32 * i, META_SIZE + 32 * (i + 1))),
  );
}
