import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { planInputSchema, planUpdateSchema, type SubscriptionPlan } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { firstIssue } from '../../../lib/first-issue';
import { useSavePlan } from '../api/plans';
import { CheckboxField, FormActions, NameFields } from './form-fields';

/** Create (SPEC section 9 defaults: 100 credits, price 10, USD, active, sort 0) or edit a plan; the name never changes. */
export function PlanFormModal({ plan, onClose }: { plan?: SubscriptionPlan; onClose: () => void }) {
  const [form, setForm] = useState({
    name: plan?.name ?? '',
    displayName: plan?.displayName ?? '',
    description: plan?.description ?? '',
    credits: String(plan?.credits ?? 100),
    price: plan?.price ?? '10',
    isActive: plan?.isActive ?? true,
    sortOrder: String(plan?.sortOrder ?? 0),
    isMonthly: plan?.isMonthly ?? true,
  });
  const [features, setFeatures] = useState<string[]>(plan?.features.length ? plan.features : ['']);
  const save = useSavePlan();
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const failure = plan ? 'Failed to update plan' : 'Failed to create plan';

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    const body = { ...form, currency: 'USD' as const, tier: plan?.tier, features };
    const problem = firstIssue(plan ? planUpdateSchema : planInputSchema, body);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      await save.mutateAsync({ id: plan?.id, body });
      toast.success(plan ? 'Plan updated successfully' : 'Plan created successfully');
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, failure));
    }
  }

  return (
    <Modal title={plan ? 'Edit Plan' : 'Create Plan'} onClose={onClose} testId="plan-form-modal">
      <form onSubmit={(e) => void handleSubmit(e)} className="space-y-4" noValidate>
        <NameFields
          name={form.name}
          displayName={form.displayName}
          isEdit={plan !== undefined}
          testIdPrefix="plan"
          onChange={set}
        />
        <Input
          label="Description"
          value={form.description}
          onChange={(e) => set({ description: e.target.value })}
          data-testid="plan-description"
        />
        <div className="grid grid-cols-3 gap-3">
          <Input
            label="Credits"
            type="number"
            min={1}
            step={1}
            value={form.credits}
            onChange={(e) => set({ credits: e.target.value })}
            data-testid="plan-credits"
          />
          <Input
            label="Price"
            type="number"
            min={0}
            step={0.01}
            value={form.price}
            onChange={(e) => set({ price: e.target.value })}
            data-testid="plan-price"
          />
          <Input label="Currency" value="USD" readOnly />
        </div>
        <Input
          label="Sort order"
          type="number"
          min={0}
          step={1}
          value={form.sortOrder}
          onChange={(e) => set({ sortOrder: e.target.value })}
        />
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-gray-700">Features</legend>
          {features.map((feature, i) => (
            <div key={i} className="flex gap-2">
              <input
                aria-label={`Feature ${i + 1}`}
                className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500"
                value={feature}
                onChange={(e) => setFeatures((list) => list.map((f, j) => (j === i ? e.target.value : f)))}
                data-testid="plan-feature"
              />
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove feature ${i + 1}`}
                disabled={features.length === 1}
                onClick={() => setFeatures((list) => list.filter((_, j) => j !== i))}
              >
                ✕
              </Button>
            </div>
          ))}
          <Button size="sm" variant="outline" onClick={() => setFeatures((list) => [...list, ''])}>
            Add feature
          </Button>
          <p className="text-xs text-gray-500">Empty rows are not saved.</p>
        </fieldset>
        <div className="flex gap-6">
          <CheckboxField label="Active" checked={form.isActive} onChange={(isActive) => set({ isActive })} />
          <CheckboxField label="Monthly" checked={form.isMonthly} onChange={(isMonthly) => set({ isMonthly })} />
        </div>
        <FormActions onCancel={onClose} isPending={save.isPending} submitTestId="plan-submit">
          {plan ? 'Save Plan' : 'Create Plan'}
        </FormActions>
      </form>
    </Modal>
  );
}
