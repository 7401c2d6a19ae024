import type { PlanInput, SubscriptionPlan } from '@paylink/shared';
import { offerApi } from './offers';

export const {
  useList: usePlans,
  useSave: useSavePlan,
  useDelete: useDeletePlan,
} = offerApi<SubscriptionPlan, PlanInput>('/api/admin/subscription-plans', 'plans');
