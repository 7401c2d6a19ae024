import type { AccountAction } from '@paylink/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LOW_CREDITS_THRESHOLD, PAYOUT_FIELDS, toFixedDecimal } from '@paylink/shared';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/use-auth';
import { usePaymentStats } from '../api/get-payment-stats';
import { useRecentPayments } from '../api/get-recent-payments';
import { RecentPayments } from './recent-payments';
import { StatCard } from './stat-card';
import { TotalsCard } from './totals-card';

const QUICK_ACTIONS: { to: string; title: string; text: string; action?: AccountAction }[] = [
  {
    to: '/create-payment',
    title: 'Create Payment Link',
    text: 'Request a crypto payment with a link and QR code',
    action: 'payments:create',
  },
  { to: '/payments', title: 'View Payments', text: 'Track the status of your payment links' },
  { to: '/settings', title: 'Wallet & Credits', text: 'Set your wallets and buy credits' },
  { to: '/api-docs', title: 'API Docs', text: 'Create links from your own store' },
];

const TIPS = [
  'Each payment link uses 1 credit.',
  'Share the checkout link or its QR code; customers pay from their wallet on the network the link asks for.',
  'Payment statuses update on their own once the transaction is confirmed on chain.',
  'Use an API key from Settings to create payment links from your store.',
];

/**
 * `onboarding`: the first questions (the business name); `unmatchedTransfers`: the card of transfers that paid no
 * link; `subscriptions`: subscriber and MRR figures (other features' cards, given by the app).
 */
export function DashboardPage({
  onboarding,
  unmatchedTransfers,
  subscriptions,
}: {
  onboarding?: ReactNode;
  unmatchedTransfers?: ReactNode;
  subscriptions?: ReactNode;
}) {
  const { user, can } = useAuth();
  const stats = usePaymentStats();
  const recent = useRecentPayments();
  const credits = user?.transactionCredits ?? 0;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Dashboard</h1>
        <p className="text-gray-600" data-testid="welcome">
          {/* A new account has made no link yet: it is not coming back. */}
          {user?.totalPayments ? 'Welcome back' : 'Welcome'}
          {user ? `, ${user.email}` : ''}! Here is an overview of your payment links.
        </p>
      </div>

      {onboarding}

      {user && !PAYOUT_FIELDS.some((field) => user[field]) && (
        <div className="rounded-lg border border-yellow-200 bg-yellow-50 p-4" data-testid="wallet-warning" role="alert">
          <p className="font-medium text-yellow-900">Set up your wallet address</p>
          <p className="mt-1 text-sm text-yellow-800">
            Add a payout address on at least one network to receive payments from your payment links.
          </p>
          <Link to="/settings?tab=wallet" className="mt-2 inline-block text-sm font-medium text-yellow-900 underline">
            Go to Settings
          </Link>
        </div>
      )}

      <Card className="flex flex-wrap items-center justify-between gap-4 p-5">
        <div>
          <p className="text-sm font-medium text-gray-500">Available Credits</p>
          <p className="mt-1 text-3xl font-bold text-gray-900" data-testid="dashboard-credits">
            {credits}
          </p>
          {credits < LOW_CREDITS_THRESHOLD && (
            <p className="text-sm text-yellow-700">You are running low on credits.</p>
          )}
        </div>
        {credits < LOW_CREDITS_THRESHOLD && (
          <ButtonLink to="/settings?tab=credits" data-testid="buy-credits">
            Buy Credits
          </ButtonLink>
        )}
      </Card>

      {subscriptions}

      {unmatchedTransfers}

      {stats.isPending || recent.isPending ? (
        <Spinner label="Loading..." className="py-12" />
      ) : stats.isError || recent.isError ? (
        <ErrorState
          variant="block"
          data-testid="dashboard-error"
          message="Failed to load dashboard data"
          onRetry={() => {
            void stats.refetch();
            void recent.refetch();
          }}
        />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard title="Total Payments" value={stats.data.totalPayments} testId="stat-total-payments" />
            <StatCard title="Completed" value={stats.data.byStatus.COMPLETED} testId="stat-completed" />
            <StatCard title="Pending" value={stats.data.byStatus.PENDING} testId="stat-pending" />
            <StatCard
              title="Total Received"
              value={`${toFixedDecimal(stats.data.received.SOL ?? '0', 3)} SOL`}
              note={
                <span data-testid="stat-total-received-usdc">
                  {toFixedDecimal(stats.data.received.USDC ?? '0', 2)} USDC
                </span>
              }
              testId="stat-total-received"
            />
          </div>
          <Card className="p-5">
            <p className="text-sm font-medium text-gray-500">Usage this month</p>
            <p className="mt-1 text-gray-900">
              <span className="text-2xl font-bold" data-testid="usage-this-month">
                {stats.data.thisMonth.created}
              </span>{' '}
              payment {stats.data.thisMonth.created === 1 ? 'link' : 'links'} created this month
            </p>
          </Card>
          <TotalsCard />
          <RecentPayments payments={recent.data} />
        </>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title="Quick Actions" />
          <CardContent className="grid gap-3 sm:grid-cols-2">
            {QUICK_ACTIONS.filter((action) => !action.action || can(action.action)).map((action) => (
              <Link
                key={action.to}
                to={action.to}
                className="rounded-lg border border-gray-200 p-4 hover:border-indigo-300 hover:bg-indigo-50"
              >
                <p className="font-medium text-gray-900">{action.title}</p>
                <p className="mt-1 text-xs text-gray-500">{action.text}</p>
              </Link>
            ))}
          </CardContent>
        </Card>
        <Card>
          <CardHeader title="Tips" />
          <CardContent>
            <ul className="list-disc space-y-2 pl-5 text-sm text-gray-700">
              {TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
