import { useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_MSG, type CreditPricing } from '@paylink/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDeletePricing, usePricings } from '../api/pricing';
import { PricingFormModal } from './pricing-form-modal';

export function PricingTab() {
  const pricings = usePricings();
  const deletePricing = useDeletePricing();
  const [editing, setEditing] = useState<CreditPricing | 'new' | null>(null);

  async function handleDelete(pricing: CreditPricing) {
    if (!window.confirm(`Are you sure you want to delete the pricing "${pricing.displayName}"? This cannot be undone.`)) return;
    try {
      await deletePricing.mutateAsync(pricing.id);
      toast.success('Pricing deleted successfully');
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to delete pricing'));
    }
  }

  return (
    <Card>
      <CardHeader
        title="Credit Pricing"
        description="Per-credit offers with a custom quantity range."
        action={
          <Button onClick={() => setEditing('new')} data-testid="admin-create-pricing">
            Create Pricing
          </Button>
        }
      />
      {pricings.isPending ? (
        <Spinner label="Loading pricing..." className="py-12" />
      ) : pricings.isError ? (
        <div className="px-6 py-12 text-center text-sm text-red-700">
          <p>{errorMessage(pricings.error, ADMIN_MSG.loadFailed)}</p>
          <button type="button" className="mt-3 font-medium text-indigo-600 hover:underline" onClick={() => void pricings.refetch()}>
            Try again
          </button>
        </div>
      ) : pricings.data.pricings.length === 0 ? (
        <p className="px-6 py-12 text-center text-sm text-gray-500">No credit pricing yet. Create the first one.</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {pricings.data.pricings.map((p) => (
            <li key={p.id} className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="admin-pricing-row" data-name={p.name}>
              <div>
                <p className="font-medium text-gray-900">
                  {p.displayName} <span className="text-xs text-gray-500">({p.name})</span>
                  {!p.isActive && (
                    <Badge tone="gray" className="ml-2">
                      Inactive
                    </Badge>
                  )}
                </p>
                <p className="text-sm text-gray-600" data-testid="admin-pricing-summary">
                  ${p.pricePerCredit} per credit · {p.minCredits}-{p.maxCredits} credits · {p.allowedFor}
                  {p.subscriptionTier ? ` · ${p.subscriptionTier}` : ''}
                </p>
              </div>
              <div className="space-x-2 whitespace-nowrap">
                <Button size="sm" variant="outline" onClick={() => setEditing(p)} data-testid="admin-edit-pricing">
                  Edit
                </Button>
                <Button size="sm" variant="danger" onClick={() => void handleDelete(p)}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <PricingFormModal pricing={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
