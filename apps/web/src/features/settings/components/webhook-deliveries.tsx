import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { WebhookDeliveryStatusBadge } from '../../../components/ui/webhook-delivery-status-badge';
import { errorMessage } from '../../../lib/api-client';
import { useReplayFailedWebhooks, useWebhookDeliveries } from '../api/webhook-deliveries';
import { WebhookDeliveryDetail } from './webhook-delivery-detail';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US') : '—');

/** The recent deliveries (event, link, status, attempts, next retry); a row opens its attempts. */
export function WebhookDeliveries() {
  const deliveries = useWebhookDeliveries();
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Card>
      <CardHeader title="Recent deliveries" description="Every event is kept with each attempt. Failed deliveries can be sent again." />
      <CardContent className="space-y-4">
        <ReplayForm />
        {deliveries.isPending && <Spinner label="Loading deliveries..." className="py-6" />}
        {deliveries.isError && (
          <p className="text-sm text-red-700" data-testid="deliveries-error">
            {errorMessage(deliveries.error, 'Failed to load deliveries')}
          </p>
        )}
        {deliveries.data?.length === 0 && (
          <p className="py-6 text-center text-sm text-gray-500" data-testid="deliveries-empty">
            No deliveries yet. Events appear here as soon as a payment link is created or changes.
          </p>
        )}
        {deliveries.data && deliveries.data.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="deliveries-table">
              <thead className="text-xs uppercase text-gray-500">
                <tr>
                  <th className="py-2 pr-3">Event</th>
                  <th className="py-2 pr-3">Link</th>
                  <th className="py-2 pr-3">Status</th>
                  <th className="py-2 pr-3">Attempts</th>
                  <th className="py-2 pr-3">Next retry</th>
                  <th className="py-2" />
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {deliveries.data.map((d) => (
                  <tr key={d.id} data-testid="delivery-row" data-delivery-id={d.id}>
                    <td className="py-2 pr-3 font-mono text-xs">{d.eventType}</td>
                    <td className="py-2 pr-3 font-mono text-xs">{d.paymentId}</td>
                    <td className="py-2 pr-3">
                      <WebhookDeliveryStatusBadge status={d.status} />
                    </td>
                    <td className="py-2 pr-3">{d.attempts}</td>
                    <td className="py-2 pr-3 text-xs">{when(d.nextAttemptAt)}</td>
                    <td className="py-2 text-right">
                      <Button variant="ghost" size="sm" data-testid="open-delivery" onClick={() => setOpenId(openId === d.id ? null : d.id)}>
                        {openId === d.id ? 'Hide' : 'Attempts'}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {openId && <WebhookDeliveryDetail id={openId} />}
      </CardContent>
    </Card>
  );
}

function ReplayForm() {
  const replay = useReplayFailedWebhooks();
  const [since, setSince] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const time = new Date(since);
    if (Number.isNaN(time.getTime())) {
      toast.error('Choose a date and time');
      return;
    }
    replay.mutate(time.toISOString(), {
      onSuccess: (data) => toast.success(`${data.requeued} failed ${data.requeued === 1 ? 'delivery' : 'deliveries'} queued again`),
      onError: (error) => toast.error(errorMessage(error, 'Failed to replay deliveries')),
    });
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <Input type="datetime-local" label="Replay all failed since" value={since} onChange={(e) => setSince(e.target.value)} data-testid="replay-since" />
      <Button type="submit" variant="outline" isLoading={replay.isPending} data-testid="replay-failed">
        Replay failed
      </Button>
    </form>
  );
}
