import { useState, useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAYMENT_STATUSES, PAYMENTS_PAGE_SIZE, type PaymentStatus } from '@paylink/shared';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useExportPaymentsCsv } from '../api/export-payments-csv';
import { usePayments } from '../api/get-payments';
import { PaginationControls } from './pagination-controls';
import { PaymentCards, PaymentsTable } from './payment-list-items';
import { ErrorState } from '../../../components/ui/error-state';
import { useAuth } from '../../../lib/auth/use-auth';

const DESKTOP_QUERY = '(min-width: 768px)';

/** Table on desktop, cards on mobile; only one is rendered so each row exists once in the page. */
function useIsDesktop(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(DESKTOP_QUERY);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(DESKTOP_QUERY).matches,
  );
}

function parseStatus(value: string | null): PaymentStatus | undefined {
  return PAYMENT_STATUSES.find((s) => s === value);
}

export function PaymentsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const status = parseStatus(searchParams.get('status'));
  const attention = searchParams.get('attention') === 'true';
  const [search, setSearch] = useState('');
  const isDesktop = useIsDesktop();
  const canCreate = useAuth().can('payments:create');
  const { data, isPending, isError, refetch } = usePayments({ page, limit: PAYMENTS_PAGE_SIZE, status, attention });
  const exportCsv = useExportPaymentsCsv();

  function update(next: { page?: number; status?: PaymentStatus; attention?: boolean }) {
    const params = new URLSearchParams();
    if (next.page && next.page > 1) params.set('page', String(next.page));
    if (next.status) params.set('status', next.status);
    if (next.attention) params.set('attention', 'true');
    setSearchParams(params);
  }

  const term = search.trim().toLowerCase();
  const shown = (data?.payments ?? []).filter(
    (p) => !term || p.label.toLowerCase().includes(term) || (p.message ?? '').toLowerCase().includes(term),
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-gray-900">Payment Links</h1>
        <div className="flex gap-2">
          <Button
            variant="outline"
            isLoading={exportCsv.isPending}
            onClick={() =>
              exportCsv.mutate({ status }, { onError: (err) => toast.error(errorMessage(err, 'Export failed')) })
            }
            data-testid="export-csv"
          >
            Export CSV
          </Button>
          {/* Hidden from roles that cannot create links (the server refuses them anyway). */}
          {canCreate && (
            <Link
              to="/create-payment"
              data-testid="create-payment-link"
              className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
            >
              Create Payment Link
            </Link>
          )}
        </div>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="flex-1">
          <label htmlFor="payments-search" className="mb-1 block text-sm font-medium text-gray-700">
            Search
          </label>
          <input
            id="payments-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by label or message"
            data-testid="payments-search"
            className="w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
          />
        </div>
        <div>
          <label htmlFor="payments-status" className="mb-1 block text-sm font-medium text-gray-700">
            Status
          </label>
          <select
            id="payments-status"
            value={status ?? ''}
            onChange={(e) => update({ page: 1, status: parseStatus(e.target.value), attention })}
            data-testid="payments-status-filter"
            className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm sm:w-48"
          >
            <option value="">All statuses</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-gray-700">
          <input
            type="checkbox"
            checked={attention}
            onChange={(e) => update({ page: 1, status, attention: e.target.checked })}
            data-testid="payments-attention-filter"
          />
          Needs attention (refund due)
        </label>
      </div>

      {isPending ? (
        <p className="py-12 text-center text-gray-500" data-testid="payments-loading">
          Loading payments...
        </p>
      ) : isError && !data ? (
        <ErrorState
          variant="block"
          data-testid="payments-error"
          message="Failed to load payments"
          onRetry={() => void refetch()}
        />
      ) : shown.length === 0 ? (
        <div
          className="rounded-lg border border-dashed border-gray-300 bg-white p-10 text-center"
          data-testid="payments-empty"
        >
          {term ? (
            <p className="text-gray-600">No payments on this page match your search.</p>
          ) : (
            <>
              <p className="text-gray-600">
                {attention
                  ? 'No payments need attention.'
                  : status
                    ? `No ${status} payments.`
                    : 'No payment links yet.'}
              </p>
              {canCreate && (
                <Link
                  to="/create-payment"
                  className="mt-3 inline-block text-sm font-medium text-indigo-600 hover:underline"
                >
                  Create your first payment link
                </Link>
              )}
            </>
          )}
        </div>
      ) : isDesktop ? (
        <PaymentsTable payments={shown} />
      ) : (
        <PaymentCards payments={shown} />
      )}

      {data && (
        <PaginationControls
          page={data.pagination.page}
          totalPages={data.pagination.totalPages}
          onChange={(p) => update({ page: p, status, attention })}
        />
      )}
    </div>
  );
}
