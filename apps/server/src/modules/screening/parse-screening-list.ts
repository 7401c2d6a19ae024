import type { AddressFormat } from '@paylink/shared';
import { listedKey } from './screening-key';

export interface ListedAddress {
  family: AddressFormat;
  address: string;
  /** The line of the list naming it (1-based). */
  line: number;
}

export interface ParsedScreeningList {
  format: 'lines' | 'ofac-sdn';
  entries: ListedAddress[];
  /** Addresses of chains Paylink does not pay on (OFAC also lists Tron, Monero, ...), or lines that are no address. */
  skipped: number;
}

/** Why a list is not used: the refresh keeps the one loaded before. */
export class ScreeningListError extends Error {}

/**
 * OFAC's SDN files name each address as a feature "Digital Currency Address - <symbol>" followed by the address:
 * inside the remarks of sdn.csv (`...; Digital Currency Address - XBT 1Aj...; alt. Digital Currency Address - ETH
 * 0x...;`) or in a feature row of its own (`"Digital Currency Address - ETH","0x..."`).
 */
const OFAC_FEATURE = /Digital Currency Address - ([A-Za-z0-9]+)["\s,:]+([A-Za-z0-9]{20,256})/g;

/**
 * Reads a screening list: the OFAC SDN CSV (any of its layouts, see OFAC_FEATURE) when it names a digital currency
 * address, else one address per line (`#` starts a comment, blank lines are skipped). Each address is kept under
 * the network family its shape tells, normalised for it (listedKey); other chains' addresses are skipped. A list of
 * lines none of which is an address (an error page served with 200) is refused, not taken for an empty list.
 */
export function parseScreeningList(text: string): ParsedScreeningList {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const entries = new Map<string, ListedAddress>();
  let skipped = 0;
  let candidates = 0;
  const add = (address: string, line: number) => {
    candidates += 1;
    const key = listedKey(address);
    if (!key) return void (skipped += 1);
    const id = `${key.family}:${key.address}`;
    if (!entries.has(id)) entries.set(id, { ...key, line });
  };

  const ofac = text.includes('Digital Currency Address -');
  lines.forEach((raw, i) => {
    if (ofac) {
      for (const match of raw.matchAll(OFAC_FEATURE)) add(match[2]!, i + 1);
      return;
    }
    const value = raw.replace(/#.*$/, '').trim();
    if (value !== '') add(value, i + 1);
  });
  if (candidates > 0 && entries.size === 0) {
    throw new ScreeningListError(`no address of a network Paylink pays on among its ${candidates} entries`);
  }
  return { format: ofac ? 'ofac-sdn' : 'lines', entries: [...entries.values()], skipped };
}
