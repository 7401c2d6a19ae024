import type { CreditPricing, PricingInput } from '@paylink/shared';
import { offerApi } from './offers';

export const {
  useList: usePricings,
  useSave: useSavePricing,
  useDelete: useDeletePricing,
} = offerApi<CreditPricing, PricingInput>('/api/admin/credit-pricing', 'pricings');
