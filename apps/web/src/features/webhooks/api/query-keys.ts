/** Every webhooks query key, so a query and each invalidation of it name the same key. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoint: () => [...webhookKeys.all, 'endpoint'] as const,
  endpoints: () => [...webhookKeys.all, 'endpoints'] as const,
  deliveries: () => [...webhookKeys.all, 'deliveries'] as const,
  recentDeliveries: () => [...webhookKeys.deliveries(), 'recent'] as const,
  delivery: (id: string) => [...webhookKeys.deliveries(), 'detail', id] as const,
  paymentDeliveries: (paymentId: string) => [...webhookKeys.deliveries(), 'payment', paymentId] as const,
};
