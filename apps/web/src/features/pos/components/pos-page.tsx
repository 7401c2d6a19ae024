import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { useLoad } from '../../../lib/use-load';
import { getPosSetup } from '../api/pos-api';
import { PosRegister } from './pos-register';

/** The web manifest that installs /pos to a tablet's home screen (scoped to /pos), linked only while it is open. */
function usePosManifest() {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/pos.webmanifest';
    document.head.appendChild(link);
    return () => link.remove();
  }, []);
}

/**
 * The point of sale (issue 55), full screen for a counter's tablet or phone. A device signed in by a cashier acts for
 * the shop where the person is a cashier (not their own account).
 */
export function PosPage() {
  const { account, accounts, switchAccount, logout } = useAuth();
  const [view, setView] = useState<'sell' | 'shift'>('sell');
  const [switchError, setSwitchError] = useState<unknown>(null);
  usePosManifest();
  const shop = accounts.find((a) => a.role === 'cashier');
  const needsSwitch = account !== null && account.role !== 'cashier' && shop !== undefined;

  useEffect(() => {
    if (needsSwitch) switchAccount(shop.id).catch(setSwitchError);
  }, [needsSwitch, shop, switchAccount]);

  if (switchError)
    return (
      <ErrorState
        variant="block"
        message={errorMessage(switchError, 'The shop could not be opened.')}
        data-testid="pos-error"
      />
    );
  if (!account || needsSwitch)
    return (
      <Spinner label="Opening the point of sale…" className="min-h-screen justify-center" data-testid="pos-loading" />
    );

  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 bg-white px-4 py-3">
        <h1 className="text-lg font-semibold text-gray-900" data-testid="pos-shop">
          {account.name}
        </h1>
        <nav aria-label="Point of sale" className="flex gap-2">
          <Button
            size="sm"
            variant={view === 'sell' ? 'primary' : 'outline'}
            aria-pressed={view === 'sell'}
            onClick={() => setView('sell')}
            data-testid="pos-tab-sell"
          >
            Sell
          </Button>
          <Button
            size="sm"
            variant={view === 'shift' ? 'primary' : 'outline'}
            aria-pressed={view === 'shift'}
            onClick={() => setView('shift')}
            data-testid="pos-tab-shift"
          >
            Today
          </Button>
          <Button size="sm" variant="ghost" onClick={logout} data-testid="pos-sign-out">
            Sign out
          </Button>
        </nav>
      </header>
      <main className="flex flex-1 flex-col justify-center p-4">
        <PosSetupGate key={account.id} view={view} />
      </main>
    </div>
  );
}

function PosSetupGate({ view }: { view: 'sell' | 'shift' }) {
  const setup = useLoad(getPosSetup);
  if (setup.isPending) return <Spinner label="Loading…" className="justify-center" data-testid="pos-setup-loading" />;
  if (!setup.data)
    return (
      <ErrorState
        variant="block"
        message={errorMessage(setup.error, 'The point of sale could not be loaded.')}
        onRetry={setup.refetch}
        data-testid="pos-error"
      />
    );
  if (setup.data.currencies.length === 0) {
    return (
      <p className="text-center text-gray-700" data-testid="pos-empty">
        This shop has no receiving wallet yet. Ask the owner to set one in Settings.
      </p>
    );
  }
  return <PosRegister currencies={setup.data.currencies} view={view} />;
}
