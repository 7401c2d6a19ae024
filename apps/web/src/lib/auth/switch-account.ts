import type { AccountSummary } from '@paylink/shared';
import { api } from '../api-client';

/** Makes this session act for another account of the person (POST /api/auth/switch-account). */
export function switchAccountRequest(accountId: string): Promise<{ account: AccountSummary }> {
  return api<{ account: AccountSummary }>('/api/auth/switch-account', { method: 'POST', body: { accountId } });
}
