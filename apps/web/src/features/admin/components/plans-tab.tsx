import { useDeletePlan, usePlans } from '../api/plans';
import { OfferTab } from './offer-tab';
import { PlanFormModal } from './plan-form-modal';
import { usd } from '../../../lib/usd';

export function PlansTab() {
  return (
    <OfferTab
      noun="plan"
      Noun="Plan"
      title="Subscription Plans"
      description="Monthly plans and credit packs offered in Settings → Credits."
      loadingLabel="Loading plans..."
      emptyText="No subscription plans yet. Create the first one."
      testId="plan"
      list={usePlans()}
      remove={useDeletePlan()}
      details={(plan) => (
        <>
          <p className="text-sm text-gray-600">
            {plan.credits} credits · {usd(plan.price)} {plan.currency}
            {plan.isMonthly ? ' / month' : ''} · sort {plan.sortOrder}
          </p>
          {plan.features.length > 0 && <p className="text-xs text-gray-500">{plan.features.join(' · ')}</p>}
        </>
      )}
      form={(plan, onClose) => <PlanFormModal plan={plan} onClose={onClose} />}
    />
  );
}
