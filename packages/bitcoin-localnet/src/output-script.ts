import { Address, OutScript } from '@scure/btc-signer';
import { REGTEST_NETWORK } from './regtest-network.ts';

/** The output script paying a regtest address; undefined for anything that is not a valid regtest address. */
export function regtestOutputScript(address: string): Uint8Array | undefined {
  try {
    return OutScript.encode(Address(REGTEST_NETWORK).decode(address));
  } catch {
    return undefined;
  }
}

/** The regtest address of an output script, when it has one (not for OP_RETURN or bare scripts). */
export function regtestAddress(script: Uint8Array): string | undefined {
  try {
    return Address(REGTEST_NETWORK).encode(OutScript.decode(script));
  } catch {
    return undefined;
  }
}
