/** Every query key of the public subscription pages. */
export const subscribeKeys = {
  plan: (planId: string) => ['subscribe', 'plan', planId] as const,
  portal: (token: string) => ['subscribe', 'portal', token] as const,
};
