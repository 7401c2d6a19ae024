import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { useResendWebhook, useWebhookDelivery } from '../api/webhook-deliveries';
import { WebhookDeliveryStatusBadge } from './webhook-delivery-status-badge';
import { ErrorState } from '../../../components/ui/error-state';

/** One delivery: what is sent (request body), every attempt with the receiver's answer, and Resend. */
export function WebhookDeliveryDetail({ id }: { id: string }) {
  const delivery = useWebhookDelivery(id);
  const resend = useResendWebhook();
  const gate = useActionGate('webhooks:write');
  if (delivery.isPending) return <Spinner label="Loading attempts..." className="py-6" />;
  if (delivery.isError)
    return (
      <ErrorState
        message={errorMessage(delivery.error, 'Failed to load the delivery')}
        onRetry={() => void delivery.refetch()}
      />
    );
  const d = delivery.data;
  return (
    <section className="space-y-3 rounded-lg border border-gray-200 p-4" data-testid="delivery-detail">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2 text-sm">
          <span className="font-mono text-xs">{d.eventType}</span>
          <WebhookDeliveryStatusBadge status={d.status} />
          <span className="text-gray-500">{d.url ?? 'No webhook URL for this link'}</span>
        </div>
        <Button
          size="sm"
          variant="outline"
          isLoading={resend.isPending}
          disabledReason={gate.reason}
          data-testid="resend-delivery"
          onClick={() =>
            resend.mutate(d.id, {
              onSuccess: () => toast.success('Delivery queued again'),
              onError: (error) => toast.error(errorMessage(error, 'Failed to resend the delivery')),
            })
          }
        >
          Resend
        </Button>
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-gray-700">Request body</summary>
        <pre className="mt-2 max-h-60 overflow-auto rounded bg-gray-50 p-3 font-mono text-xs">
          {JSON.stringify(JSON.parse(d.requestBody), null, 2)}
        </pre>
      </details>
      {d.attemptLog.length === 0 ? (
        <p className="text-sm text-gray-500" data-testid="no-attempts">
          No attempts yet.
        </p>
      ) : (
        <ol className="space-y-2" data-testid="attempt-list">
          {d.attemptLog.map((a) => (
            <li
              key={a.attemptedAt + a.url}
              className="rounded border border-gray-100 p-2 text-xs"
              data-testid="attempt"
            >
              <p>
                {new Date(a.attemptedAt).toLocaleString('en-US')} · {a.url} ·{' '}
                <strong>{a.statusCode !== null ? `HTTP ${a.statusCode}` : a.error}</strong> · {a.durationMs} ms
              </p>
              {a.responseBody && (
                <pre className="mt-1 max-h-32 overflow-auto whitespace-pre-wrap break-all font-mono">
                  {a.responseBody}
                </pre>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
