import type { ActivityEntry } from '@paylink/shared';
import { ACCOUNT_ACTION_LABELS, TEAM_ACTIVITY_EVENTS } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { Table, type TableColumn } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { useActivity } from '../api/activity';

const LABELS: Record<string, string> = { ...ACCOUNT_ACTION_LABELS, ...TEAM_ACTIVITY_EVENTS };

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

const COLUMNS: TableColumn<ActivityEntry>[] = [
  { header: 'When', cell: (a) => when(a.at) },
  {
    header: 'Member',
    cell: (a) => `${a.member.email}${a.via === 'api_key' ? ' (API key)' : ''}`,
    className: 'break-all',
  },
  { header: 'Change', cell: (a) => LABELS[a.action] ?? a.action },
  {
    header: 'Request',
    cell: (a) => <span className="font-mono text-xs break-all">{a.target ? `${a.route} (${a.target})` : a.route}</span>,
  },
];

/** Settings → Team → Activity: who changed what in the account, newest first (owner and admin). */
export function ActivityCard() {
  const activity = useActivity();
  const entries = activity.data?.pages.flatMap((p) => p.activity) ?? [];
  let body;
  if (activity.isPending) body = <Spinner label="Loading activity..." className="py-6" />;
  else if (activity.isError)
    body = (
      <ErrorState
        message={errorMessage(activity.error, 'Failed to load the activity')}
        onRetry={() => void activity.refetch()}
        data-testid="activity-error"
      />
    );
  else if (entries.length === 0)
    body = (
      <p className="text-sm text-gray-500" data-testid="no-activity">
        No changes yet.
      </p>
    );
  else
    body = (
      <>
        <Table
          columns={COLUMNS}
          rows={entries}
          rowKey={(a) => a.id}
          rowProps={() => ({ 'data-testid': 'activity-row' })}
          stacked
          data-testid="activity-table"
        />
        {activity.hasNextPage && (
          <Button
            size="sm"
            variant="outline"
            className="mt-4"
            isLoading={activity.isFetchingNextPage}
            onClick={() => void activity.fetchNextPage()}
            data-testid="activity-more"
          >
            Show more
          </Button>
        )}
      </>
    );
  return (
    <Card data-testid="activity-card">
      <CardHeader title="Activity" />
      <CardContent>{body}</CardContent>
    </Card>
  );
}
