import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { Table } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { toast } from 'sonner';
import { useCancelSubscription, useResendLink, useSubscription } from '../api/subscriptions';
import { SubscriptionStatusBadge } from './subscription-status-badge';
import { useActionGate } from '../../../lib/auth/use-action-gate';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '—');

/** One subscriber: period, links (each opens its payment) and cancel. */
export function SubscriptionDetail({ id }: { id: string }) {
  const sub = useSubscription(id);
  const cancel = useCancelSubscription();
  const resend = useResendLink();
  const gate = useActionGate('subscriptions:write');
  if (sub.isPending) return <Spinner label="Loading subscription..." />;
  if (sub.isError)
    return (
      <ErrorState
        message={errorMessage(sub.error, 'Failed to load the subscription')}
        onRetry={() => void sub.refetch()}
      />
    );
  const s = sub.data;
  return (
    <div className="space-y-4 rounded-lg border border-gray-200 p-4" data-testid="subscription-detail">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium text-gray-900">{s.email}</p>
          <p className="text-sm text-gray-500">
            {s.planName} · period {day(s.currentPeriodStart)} – {day(s.currentPeriodEnd)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <SubscriptionStatusBadge status={s.status} />
          {s.status !== 'CANCELED' && s.payments.some((p) => !p.paidAt) && (
            <Button
              size="sm"
              variant="outline"
              isLoading={resend.isPending}
              disabledReason={gate.reason}
              onClick={() =>
                resend.mutate(s.id, {
                  onSuccess: () => toast.success(`Link sent to ${s.email}`),
                  onError: (err) => toast.error(errorMessage(err, 'Could not send the link')),
                })
              }
              data-testid="subscription-resend"
            >
              Resend link
            </Button>
          )}
          {s.status !== 'CANCELED' && (
            <Button
              size="sm"
              variant="outline"
              isLoading={cancel.isPending}
              onClick={() => cancel.mutate(s.id)}
              disabledReason={gate.reason}
              data-testid="subscription-cancel"
            >
              Cancel
            </Button>
          )}
        </div>
      </div>
      {cancel.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(cancel.error, 'Could not cancel')}
        </p>
      )}
      <Table
        variant="plain"
        rows={s.payments}
        rowKey={(p) => p.paymentId}
        columns={[
          {
            header: 'Link',
            cell: (p) => (
              <Link to={`/payments/${p.paymentId}`} className="text-indigo-600 hover:underline">
                {p.kind === 'first' ? 'First period' : `Renewal from ${day(p.periodStart)}`}
              </Link>
            ),
          },
          { header: 'Status', cell: (p) => p.status },
          { header: 'Paid', cell: (p) => day(p.paidAt) },
        ]}
      />
    </div>
  );
}
