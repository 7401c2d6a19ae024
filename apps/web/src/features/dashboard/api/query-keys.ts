/** Every dashboard query key, so a query and each invalidation of it name the same key. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  recentPayments: () => [...dashboardKeys.all, 'recent-payments'] as const,
};
