import { Link } from 'react-router';
import type { Payment } from '@paylink/shared';
import { PaymentStatusBadge } from '../../../components/ui/payment-status-badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { useAuth } from '../../../lib/auth/use-auth';

export function RecentPayments({ payments }: { payments: Payment[] }) {
  const canCreate = useAuth().can('payments:create');
  return (
    <Card>
      <CardHeader
        title="Recent Payments"
        action={
          <Link
            to="/payments"
            className="inline-flex min-h-6 items-center text-sm font-medium text-indigo-600 hover:underline"
            data-testid="view-all-payments"
          >
            View all
          </Link>
        }
      />
      <CardContent className="p-0">
        {payments.length === 0 ? (
          <div className="px-6 py-10 text-center" data-testid="recent-payments-empty">
            <p className="text-gray-600">No payment links yet.</p>
            {canCreate && (
              <Link
                to="/create-payment"
                className="mt-2 inline-block text-sm font-medium text-indigo-600 hover:underline"
              >
                Create your first payment link
              </Link>
            )}
          </div>
        ) : (
          <ul className="divide-y divide-gray-100" data-testid="recent-payments">
            {payments.map((payment) => (
              <li key={payment.id}>
                <Link
                  to={`/payments/${payment.id}`}
                  data-testid="recent-payment"
                  className="flex items-center justify-between gap-4 px-6 py-3 hover:bg-gray-50"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium text-gray-900">{payment.label}</p>
                    <p className="text-xs text-gray-500">{new Date(payment.createdAt).toLocaleString('en-US')}</p>
                  </div>
                  <div className="flex shrink-0 items-center gap-3">
                    <span className="text-sm font-semibold text-gray-900">
                      {payment.amount} {payment.currency}
                    </span>
                    <PaymentStatusBadge
                      status={payment.status}
                      cancelledAt={payment.cancelledAt}
                      refundStatus={payment.refundStatus}
                    />
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
