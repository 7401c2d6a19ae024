/** Every billing query key, so a query and each invalidation of it name the same key. */
export const billingKeys = {
  all: ['billing'] as const,
  offers: () => [...billingKeys.all, 'offers'] as const,
  overview: () => [...billingKeys.all, 'overview'] as const,
  purchasePayment: (id: string) => [...billingKeys.all, 'purchase-payment', id] as const,
};
