import type { Payment } from '@paylink/shared';
import { PaymentRowActions } from './payment-row-actions';
import { PaymentStatusBadge } from '../../../components/ui/payment-status-badge';

function formatDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US');
}

function RefundFlag({ payment }: { payment: Payment }) {
  if (!payment.needsRefund) return null;
  return (
    <div className="mt-1 text-xs font-medium text-orange-700" data-testid="payment-refund-flag">
      Refund due
    </div>
  );
}

export function PaymentsTable({ payments }: { payments: Payment[] }) {
  return (
    <div className="overflow-hidden rounded-lg border border-gray-200 bg-white">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <thead className="bg-gray-50 text-left text-xs font-medium uppercase tracking-wide text-gray-500">
          <tr>
            <th className="px-4 py-3">Label</th>
            <th className="px-4 py-3">Amount</th>
            <th className="px-4 py-3">Status</th>
            <th className="px-4 py-3">Created</th>
            <th className="px-4 py-3 text-right">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {payments.map((payment) => (
            <tr key={payment.id} data-testid="payment-row" data-payment-id={payment.id}>
              <td className="px-4 py-3">
                <div className="font-medium text-gray-900">{payment.label}</div>
                {payment.message && <div className="max-w-xs truncate text-gray-500">{payment.message}</div>}
              </td>
              <td className="whitespace-nowrap px-4 py-3 font-medium text-gray-900">
                {payment.amount} {payment.currency}
              </td>
              <td className="px-4 py-3">
                <PaymentStatusBadge status={payment.status} />
                <RefundFlag payment={payment} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-gray-500">{formatDate(payment.createdAt)}</td>
              <td className="px-4 py-3">
                <PaymentRowActions payment={payment} className="flex items-center justify-end gap-2" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PaymentCards({ payments }: { payments: Payment[] }) {
  return (
    <ul className="space-y-3">
      {payments.map((payment) => (
        <li
          key={payment.id}
          data-testid="payment-row"
          data-payment-id={payment.id}
          className="rounded-lg border border-gray-200 bg-white p-4"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <div className="truncate font-medium text-gray-900">{payment.label}</div>
              {payment.message && <div className="truncate text-sm text-gray-500">{payment.message}</div>}
            </div>
            <div className="text-right">
              <PaymentStatusBadge status={payment.status} />
              <RefundFlag payment={payment} />
            </div>
          </div>
          <div className="mt-2 text-lg font-semibold text-gray-900">
            {payment.amount} {payment.currency}
          </div>
          <div className="text-xs text-gray-500">{formatDate(payment.createdAt)}</div>
          <PaymentRowActions payment={payment} className="mt-3 flex items-center gap-2" />
        </li>
      ))}
    </ul>
  );
}
