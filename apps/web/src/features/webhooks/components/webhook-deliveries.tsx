import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Table } from '../../../components/ui/table';
import { WebhookDeliveryStatusBadge } from './webhook-delivery-status-badge';
import { ErrorState } from '../../../components/ui/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { useReplayFailedWebhooks, useWebhookDeliveries } from '../api/webhook-deliveries';
import { WebhookDeliveryDetail } from './webhook-delivery-detail';
import { backoffText } from './webhook-backoff';

/** The recent deliveries (event, link, endpoint, status, attempts, back-off); a row opens its attempts. */
export function WebhookDeliveries() {
  const deliveries = useWebhookDeliveries();
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Card>
      <CardHeader
        title="Recent deliveries"
        description="Every event is kept with each attempt. Failed deliveries can be sent again."
      />
      <CardContent className="space-y-4">
        <ReplayForm />
        {deliveries.isPending && <Spinner label="Loading deliveries..." className="py-6" />}
        {deliveries.isError && (
          <ErrorState
            data-testid="deliveries-error"
            message={errorMessage(deliveries.error, 'Failed to load deliveries')}
            onRetry={() => void deliveries.refetch()}
          />
        )}
        {deliveries.data?.length === 0 && (
          <p className="py-6 text-center text-sm text-gray-500" data-testid="deliveries-empty">
            No deliveries yet. Events appear here as soon as a payment link is created or changes.
          </p>
        )}
        {deliveries.data && deliveries.data.length > 0 && (
          <Table
            data-testid="deliveries-table"
            stacked
            columns={[
              { header: 'Event', cell: (d) => d.eventType, className: 'font-mono text-xs' },
              { header: 'Link or payout', cell: (d) => d.paymentId ?? d.payoutId, className: 'font-mono text-xs' },
              { header: 'Endpoint', cell: (d) => d.url ?? '—', className: 'break-all text-xs' },
              { header: 'Status', cell: (d) => <WebhookDeliveryStatusBadge status={d.status} /> },
              { header: 'Attempts', cell: (d) => d.attempts },
              {
                header: 'Next attempt',
                cell: (d) => <span data-testid="delivery-backoff">{backoffText(d, new Date())}</span>,
                className: 'text-xs',
              },
              {
                header: '',
                align: 'right',
                cell: (d) => (
                  <Button
                    variant="ghost"
                    size="sm"
                    data-testid="open-delivery"
                    onClick={() => setOpenId(openId === d.id ? null : d.id)}
                  >
                    {openId === d.id ? 'Hide' : 'Attempts'}
                  </Button>
                ),
              },
            ]}
            rows={deliveries.data}
            rowKey={(d) => d.id}
            rowProps={(d) => ({ 'data-testid': 'delivery-row', 'data-delivery-id': d.id })}
          />
        )}
        {openId && <WebhookDeliveryDetail id={openId} />}
      </CardContent>
    </Card>
  );
}

function ReplayForm() {
  const replay = useReplayFailedWebhooks();
  const gate = useActionGate('webhooks:write');
  const [since, setSince] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const time = new Date(since);
    if (Number.isNaN(time.getTime())) {
      toast.error('Choose a date and time');
      return;
    }
    replay.mutate(time.toISOString(), {
      onSuccess: (data) =>
        toast.success(`${data.requeued} failed ${data.requeued === 1 ? 'delivery' : 'deliveries'} queued again`),
      onError: (error) => toast.error(errorMessage(error, 'Failed to replay deliveries')),
    });
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <Input
        type="datetime-local"
        label="Replay all failed since"
        value={since}
        onChange={(e) => setSince(e.target.value)}
        data-testid="replay-since"
      />
      <Button
        type="submit"
        variant="outline"
        isLoading={replay.isPending}
        disabledReason={gate.reason}
        data-testid="replay-failed"
      >
        Replay failed
      </Button>
    </form>
  );
}
