import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  PRICING_ALLOWED_FOR,
  pricingInputSchema,
  pricingUpdateSchema,
  SUBSCRIPTION_TIERS,
  type CreditPricing,
  type PricingAllowedFor,
  type SubscriptionTier,
} from '@paylink/shared';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { firstIssue } from '../../../lib/first-issue';
import { useSavePricing } from '../api/pricing';
import { CheckboxField, FormActions, NameFields, SelectField } from './form-fields';

/** Create (SPEC section 9 defaults: 1 per credit, 5-1000, allowed ALL) or edit a pricing; the name never changes. */
export function PricingFormModal({ pricing, onClose }: { pricing?: CreditPricing; onClose: () => void }) {
  const [form, setForm] = useState({
    name: pricing?.name ?? '',
    displayName: pricing?.displayName ?? '',
    description: pricing?.description ?? '',
    pricePerCredit: pricing?.pricePerCredit ?? '1',
    minCredits: String(pricing?.minCredits ?? 5),
    maxCredits: String(pricing?.maxCredits ?? 1000),
    allowedFor: pricing?.allowedFor ?? ('ALL' as PricingAllowedFor),
    subscriptionTier: pricing?.subscriptionTier ?? null,
    isActive: pricing?.isActive ?? true,
    sortOrder: String(pricing?.sortOrder ?? 0),
  });
  const save = useSavePricing();
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    const body = { ...form, currency: 'USD' as const };
    const problem = firstIssue(pricing ? pricingUpdateSchema : pricingInputSchema, body);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      await save.mutateAsync({ id: pricing?.id, body });
      toast.success(pricing ? 'Pricing updated successfully' : 'Pricing created successfully');
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, pricing ? 'Failed to update pricing' : 'Failed to create pricing'));
    }
  }

  return (
    <Modal title={pricing ? 'Edit Pricing' : 'Create Pricing'} onClose={onClose} testId="pricing-form-modal">
      <form onSubmit={(e) => void handleSubmit(e)} className="space-y-4" noValidate>
        <NameFields
          name={form.name}
          displayName={form.displayName}
          isEdit={pricing !== undefined}
          testIdPrefix="pricing"
          onChange={set}
        />
        <Input
          label="Description (optional)"
          value={form.description}
          onChange={(e) => set({ description: e.target.value })}
        />
        <div className="grid grid-cols-3 gap-3">
          <Input
            label="Price per credit (USD)"
            type="number"
            min={0}
            step={0.01}
            value={form.pricePerCredit}
            onChange={(e) => set({ pricePerCredit: e.target.value })}
            data-testid="pricing-price"
          />
          <Input
            label="Min credits"
            type="number"
            min={1}
            step={1}
            value={form.minCredits}
            onChange={(e) => set({ minCredits: e.target.value })}
          />
          <Input
            label="Max credits"
            type="number"
            min={1}
            step={1}
            value={form.maxCredits}
            onChange={(e) => set({ maxCredits: e.target.value })}
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            id="pricing-allowed"
            label="Allowed for"
            value={form.allowedFor}
            options={PRICING_ALLOWED_FOR}
            onChange={(allowedFor) => set({ allowedFor: allowedFor as PricingAllowedFor })}
          />
          <SelectField
            id="pricing-tier"
            label="Subscription tier"
            value={form.subscriptionTier ?? ''}
            options={SUBSCRIPTION_TIERS}
            emptyLabel="Any"
            onChange={(tier) => set({ subscriptionTier: tier === '' ? null : (tier as SubscriptionTier) })}
          />
        </div>
        <Input
          label="Sort order"
          type="number"
          min={0}
          step={1}
          value={form.sortOrder}
          onChange={(e) => set({ sortOrder: e.target.value })}
        />
        <CheckboxField label="Active" checked={form.isActive} onChange={(isActive) => set({ isActive })} />
        <FormActions onCancel={onClose} isPending={save.isPending} submitTestId="pricing-submit">
          {pricing ? 'Save Pricing' : 'Create Pricing'}
        </FormActions>
      </form>
    </Modal>
  );
}
