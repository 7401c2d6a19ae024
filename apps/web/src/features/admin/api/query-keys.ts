/** Every admin query key, so a query and each invalidation of it name the same key. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (params: { search: string; page: number }) => [...adminKeys.all, 'users', params] as const,
  analytics: () => [...adminKeys.all, 'analytics'] as const,
  recentActivity: () => [...adminKeys.all, 'recent-activity'] as const,
  offers: (listField: string) => [...adminKeys.all, 'offers', listField] as const,
};
