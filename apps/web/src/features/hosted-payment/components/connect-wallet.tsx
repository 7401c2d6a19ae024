import { lazy, Suspense, useState } from 'react';
import { solanaWalletChain, type PublicPayment, type walletRequest } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAppConfig } from '../../../lib/app-config';
import { networkProfile } from '../../../lib/network-profiles';
import { useInjectedWallets } from '../wallets/injected-wallets';

// The wallet code (transaction building, both standards' calls) loads only once the customer asks for it: the
// hosted page's own script stays within its budget.
const ConnectWalletPanel = lazy(() => import('../wallets/connect-wallet-panel'));

/**
 * "Connect wallet" in the pay panel, only when the browser has a wallet for the link's network (Wallet Standard on
 * Solana, EIP-6963 providers on EVM networks); a phone without one keeps the QR code and Open Wallet App.
 */
export function ConnectWallet({
  payment,
  request,
}: {
  payment: PublicPayment;
  request: ReturnType<typeof walletRequest>;
}) {
  const { data: config } = useAppConfig();
  const profile = networkProfile(config, payment.network);
  const wallets = useInjectedWallets(profile?.addressFormat, config ? solanaWalletChain(config) : '');
  const [open, setOpen] = useState(false);
  if (!config || wallets.length === 0) return null;
  if (!open) {
    return (
      <Button variant="outline" className="mt-3 w-full" onClick={() => setOpen(true)} data-testid="connect-wallet">
        Connect wallet
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <div className="mt-3 flex justify-center">
          <Spinner size="sm" />
        </div>
      }
    >
      <ConnectWalletPanel wallets={wallets} payment={payment} request={request} profile={profile} config={config} />
    </Suspense>
  );
}
