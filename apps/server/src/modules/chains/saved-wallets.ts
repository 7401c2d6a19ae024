import type { BitcoinConfig } from '../../config/app-config';
import { assertSavableBitcoinWallet } from './bitcoin/assert-savable-bitcoin-wallet';
import { assertPayableRecipient } from './solana/assert-payable-recipient';
import type { SolanaRpc } from './solana/solana-rpc';

/**
 * Refuses (400) a saved wallet its network cannot be paid at, each checked by its own network's rule: a Solana
 * address a program owns (its transfers could not reach it), a Bitcoin address or account key of another chain than
 * the server's. Only the wallets given are checked (null clears one).
 */
export async function assertSavableWallets(
  chains: { solanaRpc: SolanaRpc; config: { bitcoin: BitcoinConfig | null } },
  wallets: { walletAddress?: string | null; btcAddress?: string | null; btcXpub?: string | null },
): Promise<void> {
  if (wallets.walletAddress) await assertPayableRecipient(chains.solanaRpc, wallets.walletAddress);
  assertSavableBitcoinWallet(chains.config.bitcoin, wallets);
}
