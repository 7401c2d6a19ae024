import { bitcoinTestWallet } from '@paylink/bitcoin-localnet';

/** What the throwaway wallet gets beyond the amount, for the fee (2 sat/vB of a one-input payment is about 300 sats). */
const FEE_MARGIN_SATS = 10_000n;

/**
 * The local regtest chain only: a throwaway wallet, funded by the chain's faucet, pays `sats` to `address` as a
 * customer's wallet would (a signed P2WPKH transaction broadcast through the Esplora API); returns the txid.
 */
export async function payWithBitcoinTestWallet(esploraUrl: string, address: string, sats: bigint): Promise<string> {
  const wallet = bitcoinTestWallet(esploraUrl);
  await wallet.fund(sats + FEE_MARGIN_SATS);
  return wallet.pay(address, sats);
}
