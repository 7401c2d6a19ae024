/** Every dashboard query key, so a query and each invalidation of it name the same key. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  totals: (range: { from: string; to: string }) => [...dashboardKeys.all, 'totals', range.from, range.to] as const,
  recentPayments: () => [...dashboardKeys.all, 'recent-payments'] as const,
};
