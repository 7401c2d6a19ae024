import { useDeletePricing, usePricings } from '../api/pricing';
import { OfferTab } from './offer-tab';
import { PricingFormModal } from './pricing-form-modal';
import { usd } from '../../../lib/usd';

export function PricingTab() {
  return (
    <OfferTab
      noun="pricing"
      Noun="Pricing"
      title="Credit Pricing"
      description="Per-credit offers with a custom quantity range."
      loadingLabel="Loading pricing..."
      emptyText="No credit pricing yet. Create the first one."
      testId="pricing"
      list={usePricings()}
      remove={useDeletePricing()}
      details={(p) => (
        <p className="text-sm text-gray-600" data-testid="admin-pricing-summary">
          {usd(p.pricePerCredit)} per credit · {p.minCredits}-{p.maxCredits} credits · {p.allowedFor}
          {p.subscriptionTier ? ` · ${p.subscriptionTier}` : ''}
        </p>
      )}
      form={(pricing, onClose) => <PricingFormModal pricing={pricing} onClose={onClose} />}
    />
  );
}
