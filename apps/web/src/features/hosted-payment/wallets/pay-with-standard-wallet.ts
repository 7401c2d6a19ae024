import type { StandardWallet, StandardWalletAccount } from './injected-wallets';
import { WalletPaymentError } from './wallet-error';

interface ConnectFeature {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly StandardWalletAccount[] }>;
}
interface SignAndSendFeature {
  signAndSendTransaction(
    ...inputs: { account: StandardWalletAccount; chain: string; transaction: Uint8Array }[]
  ): Promise<readonly { signature: Uint8Array }[]>;
}

/** How the page's request is paid: the transaction its transaction request answers, or the transfer built here. */
export type SolanaPayment =
  { kind: 'transaction'; url: string } | { kind: 'transfer'; build: (payer: string) => Promise<Uint8Array> };

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

/**
 * Asks the product's transaction request for the transaction paying what is left from `account`, as a Solana Pay
 * wallet does (POST {account}); a refusal (not enough funds, link expired...) comes back in Paylink's words.
 */
export async function requestedTransaction(url: string, account: string): Promise<Uint8Array> {
  const link = decodeURIComponent(url.replace(/^solana:/, ''));
  const res = await fetch(link, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account }),
  });
  const body = (await res.json().catch(() => ({}))) as { transaction?: string; error?: string; message?: string };
  if (!res.ok || !body.transaction)
    throw new WalletPaymentError(body.error ?? body.message ?? 'Paylink could not prepare the transaction. Try again.');
  return fromBase64(body.transaction);
}

/**
 * Pays from a Wallet Standard wallet: connects (`standard:connect`), gets the transaction for its account, and has the
 * wallet sign and send it on `chain` (`solana:signAndSendTransaction`). The watcher, not the page, decides when the
 * transaction pays the link.
 */
export async function payWithStandardWallet(
  wallet: StandardWallet,
  opts: { chain: string; payment: SolanaPayment },
): Promise<void> {
  const { accounts } = await (wallet.features['standard:connect'] as ConnectFeature).connect();
  const account = accounts.find((a) => a.chains.includes(opts.chain)) ?? accounts[0];
  if (!account) throw new WalletPaymentError('The wallet shared no account.');
  const transaction =
    opts.payment.kind === 'transaction'
      ? await requestedTransaction(opts.payment.url, account.address)
      : await opts.payment.build(account.address);
  await (wallet.features['solana:signAndSendTransaction'] as SignAndSendFeature).signAndSendTransaction({
    account,
    chain: opts.chain,
    transaction,
  });
}
