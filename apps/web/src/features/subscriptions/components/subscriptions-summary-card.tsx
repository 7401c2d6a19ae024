import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useSubscriptionSummary } from '../api/subscriptions';

/** The dashboard's subscription figures: active subscribers and monthly recurring revenue; nothing until the first subscriber. */
export function SubscriptionsSummaryCard() {
  const summary = useSubscriptionSummary();
  if (summary.isPending) return null;
  if (summary.isError)
    return (
      <ErrorState
        message={errorMessage(summary.error, 'Failed to load subscription figures')}
        onRetry={() => void summary.refetch()}
      />
    );
  const { activeSubscribers, pastDueSubscribers, mrr } = summary.data;
  if (activeSubscribers + pastDueSubscribers === 0) return null;
  return (
    <Card className="flex flex-wrap items-center gap-8 p-5" data-testid="subscriptions-summary">
      <div>
        <p className="text-sm font-medium text-gray-500">Active subscribers</p>
        <p className="mt-1 text-3xl font-bold text-gray-900" data-testid="summary-active">
          {activeSubscribers}
        </p>
        {pastDueSubscribers > 0 && <p className="text-sm text-yellow-700">{pastDueSubscribers} past due</p>}
      </div>
      <div>
        <p className="text-sm font-medium text-gray-500">Monthly recurring revenue</p>
        <p className="mt-1 text-xl font-semibold text-gray-900" data-testid="summary-mrr">
          {mrr.length === 0 ? '—' : mrr.map((m) => `${m.amount} ${m.currency}`).join(' · ')}
        </p>
      </div>
      <Link to="/subscriptions" className="ml-auto text-sm font-medium text-indigo-600 hover:underline">
        Subscriptions
      </Link>
    </Card>
  );
}
