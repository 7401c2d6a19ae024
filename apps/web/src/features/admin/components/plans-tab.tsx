import { useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_MSG, type SubscriptionPlan } from '@paylink/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDeletePlan, usePlans } from '../api/plans';
import { PlanFormModal } from './plan-form-modal';

export function PlansTab() {
  const plans = usePlans();
  const deletePlan = useDeletePlan();
  const [editing, setEditing] = useState<SubscriptionPlan | 'new' | null>(null);

  async function handleDelete(plan: SubscriptionPlan) {
    if (!window.confirm(`Are you sure you want to delete the plan "${plan.displayName}"? This cannot be undone.`)) return;
    try {
      await deletePlan.mutateAsync(plan.id);
      toast.success('Plan deleted successfully');
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to delete plan'));
    }
  }

  return (
    <Card>
      <CardHeader
        title="Subscription Plans"
        description="Monthly plans and credit packs offered in Settings → Credits."
        action={
          <Button onClick={() => setEditing('new')} data-testid="admin-create-plan">
            Create Plan
          </Button>
        }
      />
      {plans.isPending ? (
        <Spinner label="Loading plans..." className="py-12" />
      ) : plans.isError ? (
        <div className="px-6 py-12 text-center text-sm text-red-700">
          <p>{errorMessage(plans.error, ADMIN_MSG.loadFailed)}</p>
          <button type="button" className="mt-3 font-medium text-indigo-600 hover:underline" onClick={() => void plans.refetch()}>
            Try again
          </button>
        </div>
      ) : plans.data.plans.length === 0 ? (
        <p className="px-6 py-12 text-center text-sm text-gray-500">No subscription plans yet. Create the first one.</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {plans.data.plans.map((plan) => (
            <li key={plan.id} className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="admin-plan-row" data-name={plan.name}>
              <div>
                <p className="font-medium text-gray-900">
                  {plan.displayName} <span className="text-xs text-gray-500">({plan.name})</span>
                  {!plan.isActive && (
                    <Badge tone="gray" className="ml-2">
                      Inactive
                    </Badge>
                  )}
                </p>
                <p className="text-sm text-gray-600">
                  {plan.credits} credits · ${plan.price} {plan.currency}
                  {plan.isMonthly ? ' / month' : ''} · sort {plan.sortOrder}
                </p>
                {plan.features.length > 0 && <p className="text-xs text-gray-500">{plan.features.join(' · ')}</p>}
              </div>
              <div className="space-x-2 whitespace-nowrap">
                <Button size="sm" variant="outline" onClick={() => setEditing(plan)}>
                  Edit
                </Button>
                <Button size="sm" variant="danger" onClick={() => void handleDelete(plan)}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <PlanFormModal plan={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
