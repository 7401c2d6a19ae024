import { useQuery } from '@tanstack/react-query';
import type { CreditPricing, SubscriptionPlan } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

export interface CreditOffers {
  plans: SubscriptionPlan[];
  pricings: CreditPricing[];
}

/** The plans and pricing offers this user may buy (the server applies the SPEC section 6 visibility rules). */
export async function getCreditOffers(): Promise<CreditOffers> {
  const [{ plans }, { pricings }] = await Promise.all([
    api<{ plans: SubscriptionPlan[] }>('/api/admin/subscription-plans/public'),
    api<{ pricings: CreditPricing[] }>('/api/admin/credit-pricing/public'),
  ]);
  return { plans, pricings };
}

export function useCreditOffers() {
  return useQuery({ queryKey: billingKeys.offers(), queryFn: getCreditOffers });
}
