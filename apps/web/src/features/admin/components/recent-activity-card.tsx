import type { ReactNode } from 'react';
import { ADMIN_MSG } from '@paylink/shared';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/error-state';
import { errorMessage } from '../../../lib/api-client';
import { usd } from '../../../lib/usd';
import { useRecentActivity } from '../api/recent-activity';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Column({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold text-gray-900">{title}</h3>
      {empty ? (
        <p className="text-xs text-gray-500">Nothing yet.</p>
      ) : (
        <ul className="space-y-2 text-xs text-gray-600">{children}</ul>
      )}
    </section>
  );
}

/** The latest signups, payment links, credit purchases and admin adjustments. */
export function RecentActivityCard() {
  const activity = useRecentActivity();
  return (
    <Card data-testid="admin-recent-activity">
      <CardHeader title="Recent activity" />
      <CardContent>
        {activity.isPending ? (
          <Spinner label="Loading activity..." className="py-6" />
        ) : activity.isError ? (
          <ErrorState
            className="py-6"
            message={errorMessage(activity.error, ADMIN_MSG.loadFailed)}
            onRetry={() => void activity.refetch()}
          />
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            <Column title="Signups" empty={activity.data.signups.length === 0}>
              {activity.data.signups.map((s) => (
                <li key={s.id}>
                  <span className="block truncate font-medium text-gray-800">{s.email}</span>
                  {when(s.createdAt)}
                </li>
              ))}
            </Column>
            <Column title="Payment links" empty={activity.data.links.length === 0}>
              {activity.data.links.map((l) => (
                <li key={l.id}>
                  <span className="block truncate font-medium text-gray-800">
                    {l.amount} {l.currency} · {l.label}
                  </span>
                  {l.status} · {l.merchantEmail ?? 'deleted account'} · {when(l.createdAt)}
                </li>
              ))}
            </Column>
            <Column title="Purchases" empty={activity.data.purchases.length === 0}>
              {activity.data.purchases.map((p) => (
                <li key={`${p.userId}-${p.createdAt}`}>
                  <span className="block truncate font-medium text-gray-800">
                    {p.what}: +{p.credits} credits
                  </span>
                  {usd(p.amount)} {p.method === 'card' ? 'by card' : 'in USDC'} · {p.email} · {when(p.createdAt)}
                </li>
              ))}
            </Column>
            <Column title="Admin adjustments" empty={activity.data.adjustments.length === 0}>
              {activity.data.adjustments.map((a) => (
                <li key={`${a.userId}-${a.createdAt}`}>
                  <span className="block truncate font-medium text-gray-800">
                    {a.adjustment > 0 ? `+${a.adjustment}` : a.adjustment} credits · {a.reason}
                  </span>
                  by {a.adminEmail ?? 'system'} · {when(a.createdAt)}
                </li>
              ))}
            </Column>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
