import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { PortalSubscription, SubscriptionStatus } from '@paylink/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/public-payment';
import { useCancelFromPortal, usePortalSubscription } from '../api/subscribe';
import { planPrice } from './plan-price';
import { PublicShell } from './public-shell';

const TONE: Record<SubscriptionStatus, 'gray' | 'green' | 'yellow' | 'red'> = {
  INCOMPLETE: 'gray',
  ACTIVE: 'green',
  PAST_DUE: 'yellow',
  CANCELED: 'red',
};
const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) : '—';

/** `onCanceled` gets the canceled subscription, which replaces the one shown. */
function Details({
  token,
  sub,
  onCanceled,
}: {
  token: string;
  sub: PortalSubscription;
  onCanceled: (sub: PortalSubscription) => void;
}) {
  const cancel = useCancelFromPortal(token);
  const [confirming, setConfirming] = useState(false);
  const open = sub.payments.filter((p) => p.status === 'PENDING' && !p.paidAt && sub.status !== 'CANCELED');
  return (
    <div className="space-y-6">
      <div className="text-center">
        <p className="text-lg font-semibold text-gray-900" data-testid="portal-price">
          {planPrice(sub.plan)}
        </p>
        <Badge tone={TONE[sub.status]} className="mt-2" data-testid="portal-status">
          {sub.status.replace('_', ' ')}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-gray-500">Current period</dt>
        <dd className="text-right text-gray-900" data-testid="portal-period">
          {sub.currentPeriodStart
            ? `${day(sub.currentPeriodStart)} – ${day(sub.currentPeriodEnd)}`
            : 'Starts with the first payment'}
        </dd>
        <dt className="text-gray-500">Email</dt>
        <dd className="truncate text-right text-gray-900">{sub.email}</dd>
      </dl>
      {open.map((p) => (
        <a
          key={p.paymentId}
          href={p.checkoutUrl}
          className="block rounded-lg bg-indigo-600 px-4 py-2 text-center text-sm font-medium text-white hover:bg-indigo-700"
          data-testid="portal-pay"
        >
          {p.kind === 'first' ? 'Pay the first period' : `Pay the renewal (from ${day(p.periodStart)})`}
        </a>
      ))}
      <section aria-label="Payments">
        <h2 className="mb-2 text-sm font-semibold text-gray-900">Payments</h2>
        <ul className="divide-y divide-gray-100 text-sm" data-testid="portal-payments">
          {sub.payments.map((p) => (
            <li key={p.paymentId} className="flex justify-between py-2">
              <span className="text-gray-700">
                {p.kind === 'first' ? 'First period' : `Renewal from ${day(p.periodStart)}`}
              </span>
              {p.paidAt ? (
                <Link
                  to={`/receipt/${encodeURIComponent(p.paymentId)}`}
                  className="inline-flex min-h-6 items-center text-indigo-700 underline"
                  data-testid="portal-receipt"
                >
                  Paid {day(p.paidAt)}: receipt
                </Link>
              ) : (
                <span className="text-gray-500">{p.status}</span>
              )}
            </li>
          ))}
        </ul>
      </section>
      {sub.status === 'CANCELED' ? (
        <p className="text-sm text-gray-700" data-testid="portal-canceled">
          This subscription is canceled; no further payment will be asked.
          {sub.currentPeriodEnd ? ` What you paid for runs until ${day(sub.currentPeriodEnd)}.` : ''}
        </p>
      ) : (
        <div className="space-y-2">
          {cancel.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(cancel.error, 'Could not cancel')}
            </p>
          )}
          <Button variant="outline" className="w-full" onClick={() => setConfirming(true)} data-testid="portal-cancel">
            Cancel subscription
          </Button>
          {confirming && (
            <Modal title="Cancel this subscription?" onClose={() => setConfirming(false)} testId="portal-cancel-dialog">
              <p className="text-sm text-gray-700">
                No further payment will be asked.
                {sub.currentPeriodEnd ? ` What you paid for runs until ${day(sub.currentPeriodEnd)}.` : ''} This cannot
                be undone.
              </p>
              <div className="mt-4 flex flex-wrap justify-end gap-2">
                <Button variant="outline" onClick={() => setConfirming(false)}>
                  Keep subscription
                </Button>
                <Button
                  variant="danger"
                  isLoading={cancel.isPending}
                  onClick={() =>
                    void cancel
                      .run()
                      .then(onCanceled, () => undefined)
                      .finally(() => setConfirming(false))
                  }
                  data-testid="portal-cancel-confirm"
                >
                  Cancel subscription
                </Button>
              </div>
            </Modal>
          )}
        </div>
      )}
    </div>
  );
}

/** Public (/subscription/:token, the link in every subscription email): status, period, payments, and cancel. */
export function SubscriptionPortalPage() {
  const { token = '' } = useParams();
  const sub = usePortalSubscription(token);
  const unknown = sub.isError && isNotFound(sub.error);
  return (
    <PublicShell title={sub.data?.plan.name ?? (unknown ? 'Subscription not found' : 'Your subscription')}>
      {sub.isPending ? (
        <Spinner label="Loading subscription..." data-testid="portal-loading" />
      ) : sub.isError ? (
        <ErrorState
          variant="block"
          message={
            unknown
              ? 'There is no subscription at this address. Use the link from your latest subscription email.'
              : errorMessage(sub.error, 'Failed to load this subscription')
          }
          onRetry={unknown ? undefined : sub.refetch}
          data-testid="portal-load-error"
        />
      ) : (
        <Details token={token} sub={sub.data} onCanceled={sub.replace} />
      )}
    </PublicShell>
  );
}
