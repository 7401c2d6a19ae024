import { callLocalnet } from './call-localnet.ts';

/**
 * Creates an active address lookup table holding `addresses` on the local chain (its authority is the local
 * faucet) and returns its address, for version-0 messages that load accounts from it.
 */
export function requestAddressLookupTable(opts: { rpcUrl: string; addresses: string[] }): Promise<string> {
  return callLocalnet<string>(opts.rpcUrl, 'requestAddressLookupTable', [opts.addresses]);
}
