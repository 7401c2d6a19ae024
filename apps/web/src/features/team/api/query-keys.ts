/** Every team query key, so a query and each invalidation of it name the same key. */
export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  invitations: () => [...teamKeys.all, 'invitations'] as const,
  activity: () => [...teamKeys.all, 'activity'] as const,
  sessions: (userId: string) => [...teamKeys.all, 'sessions', userId] as const,
};
