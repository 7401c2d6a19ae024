import { useState } from 'react';
import type { Plan } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { Table } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { useDeletePlan, usePlans } from '../api/plans';
import { PlanForm } from './plan-form';
import { useActionGate } from '../../../lib/auth/use-action-gate';

const every = (p: Plan) => (p.intervalCount === 1 ? p.interval : `${p.intervalCount} ${p.interval}s`);

/** The merchant's plans: create, edit, take off sale, and copy each subscribe link. */
export function PlansCard() {
  const plans = usePlans();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const gate = useActionGate('subscriptions:write');
  return (
    <Card data-testid="plans-card">
      <CardHeader
        title="Plans"
        description="Each period is a payment link emailed to the subscriber and paid into your wallet (one credit each)."
        action={
          editing === null && (
            <Button size="sm" onClick={() => setEditing('new')} disabledReason={gate.reason} data-testid="plan-new">
              New plan
            </Button>
          )
        }
      />
      <div className="space-y-4 px-6 py-4">
        {editing !== null && (
          <PlanForm
            key={editing === 'new' ? 'new' : editing.id}
            plan={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
        {plans.isPending ? (
          <Spinner label="Loading plans..." />
        ) : plans.isError ? (
          <ErrorState
            message={errorMessage(plans.error, 'Failed to load plans')}
            onRetry={() => void plans.refetch()}
          />
        ) : plans.data.length === 0 ? (
          <p className="text-sm text-gray-500" data-testid="plans-empty">
            No plans yet. Create one and share its subscribe link.
          </p>
        ) : (
          <Table
            variant="plain"
            stacked
            rows={plans.data}
            rowKey={(p) => p.id}
            rowProps={(p) => ({ 'data-testid': `plan-row-${p.id}` })}
            columns={[
              { header: 'Plan', cell: (p) => <span className="font-medium text-gray-900">{p.name}</span> },
              { header: 'Price', cell: (p) => `${p.amount} ${p.currency} / ${every(p)}` },
              { header: 'Subscribers', cell: (p) => p.activeSubscribers, align: 'right' },
              {
                header: '',
                align: 'right',
                cell: (p) => (
                  <div className="flex justify-end gap-2">
                    <CopyButton
                      value={p.subscribeUrl}
                      thing="Subscribe link"
                      label="Copy link"
                      testId={`plan-copy-${p.id}`}
                    />
                    <Button size="sm" variant="outline" onClick={() => setEditing(p)} disabledReason={gate.reason}>
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      isLoading={remove.isPending && remove.variables === p.id}
                      onClick={() => remove.mutate(p.id)}
                      disabledReason={gate.reason}
                      data-testid={`plan-delete-${p.id}`}
                    >
                      Delete
                    </Button>
                  </div>
                ),
              },
            ]}
          />
        )}
      </div>
    </Card>
  );
}
