import { useState } from 'react';
import type { PosSale } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useLoad } from '../../../lib/use-load';
import { downloadShiftCsv, getShift } from '../api/pos-api';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
const STATUS: Record<PosSale['status'], string> = {
  PENDING: 'Open',
  COMPLETED: 'Paid',
  EXPIRED: 'Expired',
  FAILED: 'Failed',
};

/** Today's sales on this device's sign-in: totals per token and in fiat, a receipt QR per paid sale, the shift's CSV. */
export function ShiftView() {
  const shift = useLoad(getShift);
  const [csvError, setCsvError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<string | null>(null);

  if (shift.isPending)
    return <Spinner label="Loading today’s sales…" className="justify-center py-12" data-testid="pos-shift-loading" />;
  if (!shift.data)
    return (
      <ErrorState
        variant="block"
        message={errorMessage(shift.error, 'Today’s sales could not be loaded.')}
        onRetry={shift.refetch}
        data-testid="pos-shift-error"
      />
    );
  const { sales, totals } = shift.data;

  return (
    <section aria-labelledby="pos-shift-title" className="mx-auto w-full max-w-2xl" data-testid="pos-shift">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pos-shift-title" className="text-xl font-semibold text-gray-900">
          Today’s sales
        </h2>
        <Button
          variant="outline"
          size="sm"
          disabled={sales.length === 0}
          onClick={() =>
            downloadShiftCsv().catch((e: unknown) => setCsvError(errorMessage(e, 'The CSV could not be downloaded.')))
          }
          data-testid="pos-shift-csv"
        >
          Download CSV
        </Button>
      </div>
      {csvError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {csvError}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3" data-testid="pos-shift-totals">
        {[
          ...totals.fiat.map((t) => ({ key: t.currency, label: t.currency, amount: `${t.amount} ${t.currency}` })),
          ...totals.tokens.map((t) => ({
            key: `${t.network}-${t.currency}`,
            label: `${t.currency} (${t.network})`,
            amount: `${t.amount} ${t.currency}`,
          })),
        ].map((t) => (
          <div key={t.key} className="rounded-lg border border-gray-200 bg-white p-3">
            <dt className="text-sm text-gray-600">Paid in {t.label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-gray-900">{t.amount}</dd>
          </div>
        ))}
      </dl>
      {sales.length === 0 ? (
        <p className="mt-6 text-center text-gray-700" data-testid="pos-shift-empty">
          No sales yet today.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
          {sales.map((sale) => (
            <li key={sale.id} className="p-3" data-testid="pos-shift-sale">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold tabular-nums text-gray-900">
                  {sale.amount} {sale.currency}
                </span>
                <span className="text-sm text-gray-700">
                  {time(sale.createdAt)} · {STATUS[sale.status]}
                  {sale.note ? ` · ${sale.note}` : ''}
                </span>
                {sale.receiptQrCodeData && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-expanded={receipt === sale.id}
                    onClick={() => setReceipt(receipt === sale.id ? null : sale.id)}
                  >
                    Receipt QR
                  </Button>
                )}
              </div>
              {receipt === sale.id && sale.receiptQrCodeData && (
                <div className="mt-2 text-center">
                  <img
                    src={sale.receiptQrCodeData}
                    alt={`Receipt QR code for ${sale.amount} ${sale.currency}`}
                    className="mx-auto w-48"
                  />
                  <a
                    href={sale.receiptUrl ?? undefined}
                    className="text-sm text-indigo-700 underline"
                    target="_blank"
                    rel="noreferrer"
                  >
                    Open the receipt
                  </a>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
