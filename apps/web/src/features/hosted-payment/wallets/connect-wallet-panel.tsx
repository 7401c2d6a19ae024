import { useState } from 'react';
import { toast } from 'sonner';
import {
  solanaBrowserRpcUrl,
  solanaWalletChain,
  type ClientConfig,
  type NetworkProfile,
  type PublicPayment,
  type walletRequest,
} from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import type { InjectedWallet } from './injected-wallets';
import { payWithEip6963Wallet } from './pay-with-eip6963-wallet';
import { payWithStandardWallet, type SolanaPayment } from './pay-with-standard-wallet';
import { readTransferRequest, solanaTransferTransaction } from './solana-transfer-transaction';
import { walletErrorText, WalletPaymentError } from './wallet-error';

export interface ConnectWalletPanelProps {
  wallets: InjectedWallet[];
  payment: PublicPayment;
  /** What the page's QR and Open Wallet App carry now (walletRequest): the wallet is asked for the same. */
  request: ReturnType<typeof walletRequest>;
  profile: NetworkProfile | undefined;
  config: ClientConfig;
}

/**
 * On Solana, the transaction request's transaction while the page offers it; else the exact transfer built here (a
 * recent blockhash needs an RPC the browser may call; without one the transaction request pays the same).
 */
function solanaPayment({ payment, request, profile, config }: ConnectWalletPanelProps): SolanaPayment {
  const rpcUrl = solanaBrowserRpcUrl(config);
  if (request.kind === 'transfer' && rpcUrl) {
    const transfer = readTransferRequest(
      request.url,
      (mint) => profile?.tokens.find((token) => token.asset === mint)?.decimals,
    );
    return { kind: 'transfer', build: (payer) => solanaTransferTransaction(rpcUrl, transfer, payer) };
  }
  const url = request.kind === 'transaction' ? request.url : payment.transactionRequestUrl;
  if (!url) throw new WalletPaymentError('This link cannot be paid from a browser wallet: scan the QR code instead.');
  return { kind: 'transaction', url };
}

function pay(wallet: InjectedWallet, props: ConnectWalletPanelProps): Promise<unknown> {
  if (wallet.standard === 'eip6963') {
    return payWithEip6963Wallet(wallet.wallet, {
      url: props.request.url,
      networkName: props.profile?.name ?? props.payment.network,
    });
  }
  return payWithStandardWallet(wallet.wallet, {
    chain: solanaWalletChain(props.config),
    payment: solanaPayment(props),
  });
}

/**
 * The browser wallets found on the page, by name and icon (loaded only once the customer asks to connect one). The
 * chosen wallet gets the exact payment to approve; the page then follows the link's status as for any payment.
 */
export default function ConnectWalletPanel(props: ConnectWalletPanelProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function choose(wallet: InjectedWallet) {
    setBusy(wallet.key);
    try {
      await pay(wallet, props);
      setSent(wallet.name);
    } catch (error) {
      toast.error(walletErrorText(error));
    } finally {
      setBusy(null);
    }
  }

  if (sent) {
    return (
      <p className="mt-3 text-sm text-gray-700" role="status" data-testid="wallet-sent">
        Sent from {sent}. Waiting for the network to confirm it…
      </p>
    );
  }
  return (
    <section
      className="mt-3 rounded-xl border border-gray-200 p-3 text-left"
      aria-labelledby="wallet-list-title"
      data-testid="wallet-list"
    >
      <h2 id="wallet-list-title" className="text-sm font-medium text-gray-900">
        Choose your wallet
      </h2>
      <ul className="mt-2 space-y-2">
        {props.wallets.map((wallet) => (
          <li key={wallet.key}>
            <Button
              variant="outline"
              className="w-full justify-start gap-3"
              isLoading={busy === wallet.key}
              disabled={busy !== null}
              onClick={() => void choose(wallet)}
              data-testid="wallet-option"
            >
              {wallet.icon && <img src={wallet.icon} alt="" width={24} height={24} className="h-6 w-6" />}
              {wallet.name}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
