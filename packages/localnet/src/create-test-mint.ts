import { callLocalnet } from './call-localnet.ts';

/** Creates a new SPL mint on the local chain, whose mint authority the chain holds; returns its address. */
export function createTestMint({ rpcUrl, decimals }: { rpcUrl: string; decimals: number }): Promise<string> {
  return callLocalnet<string>(rpcUrl, 'requestTestMint', [decimals]);
}
