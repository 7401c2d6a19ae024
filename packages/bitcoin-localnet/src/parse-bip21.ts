import { btcToSats } from './btc-amount.ts';

export interface Bip21Request {
  address: string;
  /** The amount in satoshis, when the URI names one. */
  sats?: bigint;
  label?: string;
  message?: string;
}

/** Parses a BIP21 URI (`bitcoin:<address>?amount=<BTC>&label=…&message=…`); throws on anything malformed. */
export function parseBip21(uri: string): Bip21Request {
  const match = /^bitcoin:([^?]+)(?:\?(.*))?$/i.exec(uri.trim());
  if (!match) throw new Error('not a BIP21 URI: it must start with "bitcoin:" and an address');
  // QR codes carry bech32 addresses in upper case; the address itself is case-insensitive only when all one case.
  const address = match[1] === match[1]!.toUpperCase() ? match[1]!.toLowerCase() : match[1]!;
  const params = new URLSearchParams(match[2] ?? '');
  const request: Bip21Request = { address };
  for (const [key, value] of params) {
    if (key === 'amount') {
      const sats = btcToSats(value);
      if (sats === undefined) throw new Error(`invalid BIP21 amount: ${value}`);
      request.sats = sats;
    } else if (key === 'label' || key === 'message') request[key] = value;
    else if (key.startsWith('req-')) throw new Error(`unsupported required BIP21 parameter: ${key}`);
  }
  return request;
}
