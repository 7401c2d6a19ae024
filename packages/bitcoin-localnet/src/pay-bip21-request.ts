import { bitcoinTestWallet } from './bitcoin-test-wallet.ts';
import { parseBip21 } from './parse-bip21.ts';

export interface PayBip21Options {
  esploraUrl: string;
  /** A BIP21 URI with an amount: `bitcoin:<address>?amount=<BTC>`. */
  uri: string;
  /** The paying wallet's seed; the same seed pays from the same key across calls. */
  seed?: string;
}

/** Faucet top-ups cover the payment plus this much, so a few payments in a row need one top-up. */
const TOP_UP_SATS = 1_000_000n;

/**
 * Pays a BIP21 request from a test wallet on the local chain, topping the wallet up from the faucet first when
 * its coins (confirmed or not) fall short: what `npm run wallet -- pay "bitcoin:…"` and a "pay with local test
 * wallet" button do. The payment is unconfirmed until the next block.
 */
export async function payBip21Request({
  esploraUrl,
  uri,
  seed = 'wallet-cli',
}: PayBip21Options): Promise<{ txid: string; payer: string; sats: bigint }> {
  const { sats } = parseBip21(uri);
  if (sats === undefined) throw new Error('the BIP21 URI has no amount');
  const wallet = bitcoinTestWallet(esploraUrl, seed);
  if ((await wallet.balance()) < sats + TOP_UP_SATS / 2n) await wallet.fund(sats + TOP_UP_SATS);
  const { txid } = await wallet.payBip21(uri);
  return { txid, payer: wallet.address, sats };
}
