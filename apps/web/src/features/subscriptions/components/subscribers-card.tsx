import { useState } from 'react';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { Table } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { SUBSCRIBERS_PAGE_SIZE, useSubscriptions } from '../api/subscriptions';
import { SubscriptionDetail } from './subscription-detail';
import { SubscriptionStatusBadge } from './subscription-status-badge';

const parseStatus = (v: string) =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(v) ? (v as SubscriptionStatus) : undefined;

/** The merchant's subscribers by status, a page at a time; a row opens its detail. */
export function SubscribersCard() {
  const [status, setStatus] = useState<SubscriptionStatus | undefined>();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useSubscriptions(status, page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.pagination.total / SUBSCRIBERS_PAGE_SIZE)) : 1;
  return (
    <Card data-testid="subscribers-card">
      <CardHeader
        title="Subscribers"
        action={
          <select
            aria-label="Status"
            value={status ?? ''}
            onChange={(e) => {
              setStatus(parseStatus(e.target.value));
              setPage(1);
            }}
            className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm"
            data-testid="subscribers-status-filter"
          >
            <option value="">All statuses</option>
            {SUBSCRIPTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.replace('_', ' ')}
              </option>
            ))}
          </select>
        }
      />
      <div className="space-y-4 px-6 py-4">
        {list.isPending ? (
          <Spinner label="Loading subscribers..." />
        ) : list.isError ? (
          <ErrorState
            message={errorMessage(list.error, 'Failed to load subscribers')}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.subscriptions.length === 0 ? (
          <p className="text-sm text-gray-500" data-testid="subscribers-empty">
            No subscribers{status ? ` with status ${status.replace('_', ' ')}` : ' yet'}.
          </p>
        ) : (
          <Table
            variant="plain"
            stacked
            rows={list.data.subscriptions}
            rowKey={(s) => s.id}
            rowProps={(s) => ({ 'data-testid': `subscriber-row-${s.id}` })}
            columns={[
              { header: 'Email', cell: (s) => s.email },
              { header: 'Plan', cell: (s) => s.planName },
              { header: 'Status', cell: (s) => <SubscriptionStatusBadge status={s.status} /> },
              {
                header: 'Period end',
                cell: (s) => (s.currentPeriodEnd ? new Date(s.currentPeriodEnd).toLocaleDateString() : '—'),
              },
              {
                header: '',
                align: 'right',
                cell: (s) => (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setOpen(open === s.id ? null : s.id)}
                    data-testid={`subscriber-open-${s.id}`}
                  >
                    {open === s.id ? 'Close' : 'Details'}
                  </Button>
                ),
              },
            ]}
          />
        )}
        {open && <SubscriptionDetail id={open} />}
        {pages > 1 && (
          <div className="flex items-center justify-end gap-2 text-sm">
            <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span>
              {page} / {pages}
            </span>
            <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
