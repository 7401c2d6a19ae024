import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_MSG } from '@paylink/shared';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { cn } from '../../../lib/cn';
import { usd } from '../../../lib/usd';
import { useAdminAnalytics } from '../api/analytics';
import { ActivityChart } from './activity-chart';
import { PlansTab } from './plans-tab';
import { PricingTab } from './pricing-tab';
import { RecentActivityCard } from './recent-activity-card';
import { UsersTab } from './users-tab';

const TABS = [
  { id: 'users', label: 'User Management' },
  { id: 'plans', label: 'Subscription Plans' },
  { id: 'pricing', label: 'Credit Pricing' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** /admin. The server enforces the admin role on every call; this screen only decides what to show. */
export function AdminPage() {
  const { user } = useAuth();
  const [tab, setTab] = useState<TabId>('users');
  const isAdmin = user?.isAdmin === true;
  const analytics = useAdminAnalytics(isAdmin);

  useEffect(() => {
    if (analytics.error) toast.error(errorMessage(analytics.error, ADMIN_MSG.loadFailed));
  }, [analytics.error]);

  if (!user) return <Spinner label="Loading..." className="py-12" />;
  if (!isAdmin) {
    return (
      <Card className="mx-auto max-w-lg p-8 text-center" data-testid="admin-access-denied">
        <h1 className="text-2xl font-semibold text-gray-900">Access Denied</h1>
        <p className="mt-2 text-sm text-gray-600">You do not have permission to access the admin dashboard.</p>
        <dl className="mt-4 space-y-1 text-sm text-gray-700">
          <div>
            <dt className="inline font-medium">Current user: </dt>
            <dd className="inline">{user.email}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Admin: </dt>
            <dd className="inline">{user.isAdmin ? 'Yes' : 'No'}</dd>
          </div>
        </dl>
      </Card>
    );
  }

  const data = analytics.data;
  const cards = [
    { title: 'Total Users', value: data?.totalUsers.toLocaleString('en-US'), testId: 'admin-total-users' },
    { title: 'Total Payments', value: data?.totalPayments.toLocaleString('en-US'), testId: 'admin-total-payments' },
    {
      title: 'Credits Issued',
      value: data?.totalCreditsIssued.toLocaleString('en-US'),
      testId: 'admin-credits-issued',
    },
    { title: 'Total Revenue', value: data ? usd(data.totalRevenue) : undefined, testId: 'admin-total-revenue' },
  ];

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">Admin Dashboard</h1>
        <p className="mt-1 text-sm text-gray-600">Manage users, credits, subscription plans and credit pricing.</p>
      </div>

      {analytics.isError ? (
        <ErrorState
          variant="block"
          data-testid="admin-load-error"
          message={errorMessage(analytics.error, ADMIN_MSG.loadFailed)}
          onRetry={() => void analytics.refetch()}
        />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {cards.map((card) => (
              <Card key={card.title} className="p-5">
                <p className="text-sm font-medium text-gray-500">{card.title}</p>
                <p className="mt-2 text-2xl font-bold text-gray-900" data-testid={card.testId}>
                  {card.value ?? <Spinner size="sm" />}
                </p>
              </Card>
            ))}
          </div>
          {data && <ActivityChart days={data.daily} />}
          <RecentActivityCard />
        </>
      )}

      <div role="tablist" aria-label="Admin" className="flex gap-1 overflow-x-auto border-b border-gray-200">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            data-testid={`admin-tab-${t.id}`}
            onClick={() => setTab(t.id)}
            className={cn(
              '-mb-px whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium',
              tab === t.id
                ? 'border-indigo-600 text-indigo-600'
                : 'border-transparent text-gray-500 hover:text-gray-700',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'users' && <UsersTab currentUserId={user.id} />}
        {tab === 'plans' && <PlansTab />}
        {tab === 'pricing' && <PricingTab />}
      </div>
    </div>
  );
}
