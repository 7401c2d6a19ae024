import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { isNotFound, usePublicPayment } from '../../../lib/public-payment';
import { readOpenSale, saveOpenSale, type OpenSale } from '../api/open-sale';
import { chargeSale } from '../api/pos-api';
import { Keypad } from './keypad';
import { PaidScreen } from './paid-screen';
import { PaymentScreen } from './payment-screen';
import { ShiftView } from './shift-view';

const RETRY_MS = 3000;
const offline = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * Keypad, payment, Paid, next sale. The open sale lives in localStorage: a lost connection (or a reload) resumes it,
 * and a Charge sent while offline is retried with the same Idempotency-Key, so it never charges twice.
 */
export function PosRegister({ currencies, view }: { currencies: string[]; view: 'sell' | 'shift' }) {
  const [open, setOpen] = useState<OpenSale | null>(readOpenSale);
  const [charging, setCharging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [askNew, setAskNew] = useState(false);

  const keep = (sale: OpenSale | null) => {
    saveOpenSale(sale);
    setOpen(sale);
  };

  const submit = useCallback(async (sale: OpenSale) => {
    setCharging(true);
    setError(null);
    try {
      keep({
        ...sale,
        sale: await chargeSale(
          { amount: sale.amount, currency: sale.currency, note: sale.note || undefined },
          sale.key,
        ),
      });
    } catch (err) {
      if (!offline(err)) {
        keep(null);
        setError(errorMessage(err, 'The sale could not be charged.'));
      }
    } finally {
      setCharging(false);
    }
  }, []);

  // A Charge that never reached Paylink is sent again, with its key, until it does.
  useEffect(() => {
    if (!open || open.sale || charging) return;
    const timer = setTimeout(() => void submit(open), RETRY_MS);
    return () => clearTimeout(timer);
  }, [open, charging, submit]);

  const newSale = () => {
    setAskNew(false);
    keep(null);
  };

  if (view === 'shift') return <ShiftView />;
  return (
    <>
      {error && (
        <p
          role="alert"
          className="mx-auto mb-4 w-full max-w-md rounded-lg bg-red-50 px-4 py-2 text-red-800"
          data-testid="pos-charge-error"
        >
          {error}
        </p>
      )}
      {!open && (
        <Keypad
          currencies={currencies}
          isCharging={charging}
          onCharge={(input) => {
            const sale = { ...input, key: crypto.randomUUID(), sale: null };
            keep(sale);
            void submit(sale);
          }}
        />
      )}
      {open && !open.sale && (
        <div className="text-center" data-testid="pos-charging">
          <Spinner label={charging ? 'Charging…' : 'Reconnecting…'} className="justify-center" />
          <Button variant="outline" className="mt-4" onClick={() => setAskNew(true)} data-testid="pos-new-sale">
            New sale
          </Button>
        </div>
      )}
      {open?.sale && <OpenSaleView id={open.sale.id} onNewSale={() => setAskNew(true)} onDone={newSale} />}
      {askNew && (
        <Modal title="A sale is still open" onClose={() => setAskNew(false)} testId="pos-confirm-new">
          <div className="space-y-4 p-6">
            <p className="text-gray-700">The customer may still pay it. Start a new sale anyway?</p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => setAskNew(false)} data-testid="pos-keep-waiting">
                Keep waiting
              </Button>
              <Button onClick={newSale} data-testid="pos-confirm-new-sale">
                Start a new sale
              </Button>
            </div>
          </div>
        </Modal>
      )}
    </>
  );
}

/** The open sale, live as the hosted page follows it (events, polling when they fail, Reconnecting… while offline). */
function OpenSaleView({ id, onNewSale, onDone }: { id: string; onNewSale: () => void; onDone: () => void }) {
  const live = usePublicPayment(id);
  if (live.data?.status === 'COMPLETED') return <PaidScreen payment={live.data} onNext={onDone} />;
  if (live.data) return <PaymentScreen payment={live.data} reconnecting={live.unreachable} onNewSale={onNewSale} />;
  if (live.error && isNotFound(live.error))
    return (
      <ErrorState
        variant="block"
        message="This sale no longer exists."
        onRetry={onDone}
        data-testid="pos-sale-missing"
      />
    );
  return (
    <Spinner
      label={live.unreachable ? 'Reconnecting…' : 'Loading the sale…'}
      className="justify-center"
      data-testid="pos-sale-loading"
    />
  );
}
