import { callLocalnet } from './call-localnet.ts';

/**
 * Mints `amount` base units of a local mint (USDC or one from createTestMint) to the owner's
 * associated token account, creating it if needed; returns the transaction signature.
 */
export function requestTokenAirdrop(opts: {
  rpcUrl: string;
  mint: string;
  owner: string;
  amount: bigint;
}): Promise<string> {
  return callLocalnet<string>(opts.rpcUrl, 'requestTokenAirdrop', [opts.mint, opts.owner, opts.amount]);
}
