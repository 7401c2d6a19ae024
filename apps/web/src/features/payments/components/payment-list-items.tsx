import type { Payment } from '@paylink/shared';
import { PaymentRowActions } from './payment-row-actions';
import { PaymentStatusBadge } from '../../../components/ui/payment-status-badge';
import { Table, type TableColumn } from '../../../components/ui/table';

function formatDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US');
}

/** Money still owed back to the customer (what the needs-attention filter finds). */
function RefundFlag({ payment }: { payment: Payment }) {
  if (!payment.needsRefund) return null;
  return (
    <div className="mt-1 text-xs font-medium text-orange-700" data-testid="payment-refund-flag">
      Refund due{payment.amountOwed !== '0' && `: ${payment.amountOwed} ${payment.payCurrency}`}
    </div>
  );
}

const COLUMNS: TableColumn<Payment>[] = [
  {
    header: 'Label',
    cell: (payment) => (
      <>
        <div className="font-medium text-gray-900">{payment.label}</div>
        {payment.message && <div className="max-w-xs truncate text-gray-500">{payment.message}</div>}
      </>
    ),
  },
  {
    header: 'Amount',
    cell: (payment) => `${payment.amount} ${payment.currency}`,
    className: 'whitespace-nowrap font-medium text-gray-900',
  },
  {
    header: 'Status',
    cell: (payment) => (
      <>
        <PaymentStatusBadge
          status={payment.status}
          cancelledAt={payment.cancelledAt}
          refundStatus={payment.refundStatus}
        />
        <RefundFlag payment={payment} />
      </>
    ),
  },
  { header: 'Created', cell: (payment) => formatDate(payment.createdAt), className: 'whitespace-nowrap text-gray-500' },
  {
    header: 'Actions',
    align: 'right',
    cell: (payment) => <PaymentRowActions payment={payment} className="flex items-center justify-end gap-2" />,
  },
];

export function PaymentsTable({ payments }: { payments: Payment[] }) {
  return (
    <Table
      variant="boxed"
      className="rounded-lg border border-gray-200 bg-white"
      columns={COLUMNS}
      rows={payments}
      rowKey={(payment) => payment.id}
      rowProps={(payment) => ({ 'data-testid': 'payment-row', 'data-payment-id': payment.id })}
    />
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
              <PaymentStatusBadge
                status={payment.status}
                cancelledAt={payment.cancelledAt}
                refundStatus={payment.refundStatus}
              />
              <RefundFlag payment={payment} />
            </div>
          </div>
          <div className="mt-2 text-lg font-semibold text-gray-900">
            {payment.amount} {payment.currency}
          </div>
          <div className="text-xs text-gray-500">{formatDate(payment.createdAt)}</div>
          <PaymentRowActions payment={payment} className="mt-3 flex flex-wrap items-center gap-2" />
        </li>
      ))}
    </ul>
  );
}
