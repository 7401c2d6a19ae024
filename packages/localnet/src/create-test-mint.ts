import { callLocalnet } from './call-localnet.ts';
import type { Token2022Options } from './put-mint.ts';

/**
 * Creates a new mint on the local chain, whose mint authority the chain holds; returns its address. A classic SPL
 * mint, or with `token2022` a Token-2022 mint with that transfer fee (and transfer hook program, if given).
 */
export function createTestMint({
  rpcUrl,
  decimals,
  token2022,
}: {
  rpcUrl: string;
  decimals: number;
  token2022?: Token2022Options;
}): Promise<string> {
  return callLocalnet<string>(rpcUrl, 'requestTestMint', token2022 ? [decimals, token2022] : [decimals]);
}
