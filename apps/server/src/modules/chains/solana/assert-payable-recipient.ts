import { address } from '@solana/kit';
import { fieldError } from '../../../lib/app-error';
import type { SolanaRpc } from './solana-rpc';

export const PROGRAM_RECIPIENT_MESSAGE =
  'This address is a program, which cannot receive payments. Use a wallet address (a multisig vault address works too).';

/**
 * Refuses a recipient that is a program (an executable account): money sent there is stuck. Program-derived
 * addresses (multisig vaults) are not executable and stay allowed, as do addresses with no account yet. When
 * the node cannot be asked, the address passes: this guards against a mistake, and a link must not depend on
 * the RPC being up to be created.
 */
export async function assertPayableRecipient(rpc: SolanaRpc, recipient: string): Promise<void> {
  const info = await rpc
    .getAccountInfo(address(recipient), { encoding: 'base64', dataSlice: { offset: 0, length: 0 } })
    .send()
    .catch(() => null);
  // Both forms that send a recipient (Settings' wallets, the create form) call it walletAddress.
  if (info?.value?.executable) throw fieldError('walletAddress', PROGRAM_RECIPIENT_MESSAGE);
}
