import type { PaymentsQuery } from './get-payments';

/** Every payments query key, so a query and each invalidation of it name the same key. */
export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (query: PaymentsQuery) => [...paymentKeys.lists(), query] as const,
  detail: (id: string) => [...paymentKeys.all, 'detail', id] as const,
  refund: (paymentId: string, refundId: string) => [...paymentKeys.detail(paymentId), 'refund', refundId] as const,
  supportedTokens: () => [...paymentKeys.all, 'supported-tokens'] as const,
  settings: () => [...paymentKeys.all, 'settings'] as const,
};
