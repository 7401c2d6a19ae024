import { Link } from 'react-router';
import { WebhookDeliveryStatusBadge } from './webhook-delivery-status-badge';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/error-state';
import { errorMessage } from '../../../lib/api-client';
import { usePaymentWebhooks } from '../api/get-payment-webhooks';

/** The link's webhook deliveries on its detail page; details and Resend live in Settings → Webhooks. */
export function PaymentWebhookDeliveries({ paymentId }: { paymentId: string }) {
  const deliveries = usePaymentWebhooks(paymentId);
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-6" data-testid="payment-webhooks">
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-lg font-semibold text-gray-900">Webhooks</h2>
        <Link
          to="/settings?tab=webhooks"
          className="inline-flex min-h-6 items-center text-sm font-medium text-indigo-600 hover:underline"
        >
          Delivery log
        </Link>
      </div>
      {deliveries.isPending && <Spinner label="Loading webhooks..." />}
      {deliveries.isError && (
        <ErrorState
          message={errorMessage(deliveries.error, 'Failed to load webhooks')}
          onRetry={() => void deliveries.refetch()}
        />
      )}
      {deliveries.data?.length === 0 && <p className="text-sm text-gray-500">No webhook events for this link yet.</p>}
      {deliveries.data && deliveries.data.length > 0 && (
        <ul className="divide-y divide-gray-100 text-sm">
          {deliveries.data.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-3 py-2" data-testid="payment-webhook">
              <span className="font-mono text-xs">{d.eventType}</span>
              <WebhookDeliveryStatusBadge status={d.status} />
              <span className="text-gray-500">
                {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
                {d.lastStatusCode !== null
                  ? ` · last HTTP ${d.lastStatusCode}`
                  : d.lastError
                    ? ` · ${d.lastError}`
                    : ''}
                {d.nextAttemptAt ? ` · next retry ${new Date(d.nextAttemptAt).toLocaleString('en-US')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
