import type { SubscriptionStatus } from '@paylink/shared';

/** Every query key of the merchant's subscriptions screen. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  summary: () => [...subscriptionKeys.all, 'summary'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  list: (status: SubscriptionStatus | undefined, page: number) =>
    [...subscriptionKeys.all, 'list', status ?? 'all', page] as const,
  detail: (id: string) => [...subscriptionKeys.all, 'detail', id] as const,
};
