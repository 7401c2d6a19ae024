import type { AccountSummary } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { useRequest } from '../../../lib/use-request';

/** Creates the signed-in person's own merchant account (someone who belongs to no team any more). */
export function useOpenOwnAccount() {
  return useRequest(() => api<{ account: AccountSummary }>('/api/auth/own-account', { method: 'POST' }));
}
