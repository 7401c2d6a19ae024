import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ADMIN_MSG, PRICING_ALLOWED_FOR, SUBSCRIPTION_TIERS, type CreditPricing, type PricingAllowedFor, type SubscriptionTier } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useSavePricing } from '../api/pricing';

const NAME_PATTERN = /^[a-z0-9_-]+$/;
const selectClass = 'block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500';

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
    if (!form.name.trim() || !form.displayName.trim()) {
      toast.error(ADMIN_MSG.pricingRequired);
      return;
    }
    if (!NAME_PATTERN.test(form.name.trim())) {
      toast.error(ADMIN_MSG.namePattern);
      return;
    }
    try {
      await save.mutateAsync({ id: pricing?.id, body: { ...form, currency: 'USD' } });
      toast.success(pricing ? 'Pricing updated successfully' : 'Pricing created successfully');
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, pricing ? 'Failed to update pricing' : 'Failed to create pricing'));
    }
  }

  return (
    <Modal title={pricing ? 'Edit Pricing' : 'Create Pricing'} onClose={onClose} testId="pricing-form-modal">
      <form onSubmit={(e) => void handleSubmit(e)} className="space-y-4" noValidate>
        <Input
          label="Name (identifier)"
          value={form.name}
          readOnly={pricing !== undefined}
          hint={pricing ? 'The name cannot be changed.' : 'Lowercase letters, numbers, hyphens and underscores.'}
          onChange={(e) => set({ name: e.target.value })}
          data-testid="pricing-name"
        />
        <Input label="Display name" value={form.displayName} onChange={(e) => set({ displayName: e.target.value })} data-testid="pricing-display-name" />
        <Input label="Description (optional)" value={form.description} onChange={(e) => set({ description: e.target.value })} />
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
          <Input label="Min credits" type="number" min={1} step={1} value={form.minCredits} onChange={(e) => set({ minCredits: e.target.value })} />
          <Input label="Max credits" type="number" min={1} step={1} value={form.maxCredits} onChange={(e) => set({ maxCredits: e.target.value })} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor="pricing-allowed" className="mb-1 block text-sm font-medium text-gray-700">
              Allowed for
            </label>
            <select id="pricing-allowed" className={selectClass} value={form.allowedFor} onChange={(e) => set({ allowedFor: e.target.value as PricingAllowedFor })}>
              {PRICING_ALLOWED_FOR.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="pricing-tier" className="mb-1 block text-sm font-medium text-gray-700">
              Subscription tier
            </label>
            <select
              id="pricing-tier"
              className={selectClass}
              value={form.subscriptionTier ?? ''}
              onChange={(e) => set({ subscriptionTier: e.target.value === '' ? null : (e.target.value as SubscriptionTier) })}
            >
              <option value="">Any</option>
              {SUBSCRIPTION_TIERS.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Input label="Sort order" type="number" min={0} step={1} value={form.sortOrder} onChange={(e) => set({ sortOrder: e.target.value })} />
        <label className="flex items-center gap-2 text-sm text-gray-700">
          <input type="checkbox" checked={form.isActive} onChange={(e) => set({ isActive: e.target.checked })} /> Active
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={save.isPending} data-testid="pricing-submit">
            {pricing ? 'Save Pricing' : 'Create Pricing'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
