import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@paylink/shared';
import { api } from '../../../lib/api-client';

export const TWO_FACTOR_QUERY_KEY = ['two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({ queryKey: TWO_FACTOR_QUERY_KEY, queryFn: () => api<TwoFactorStatus>('/api/auth/2fa') });
}

export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (currentPassword?: string) =>
      api<TwoFactorSetup>('/api/auth/2fa/setup', { method: 'POST', body: { currentPassword } }),
  });
}

/** Turning on, off, and new recovery codes: each sends a code, and the status is read again after. */
function useCodeAction<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<T>(path, { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY }),
  });
}

export const useEnableTwoFactor = () => useCodeAction<RecoveryCodes>('/api/auth/2fa/enable');
export const useDisableTwoFactor = () => useCodeAction<{ message: string }>('/api/auth/2fa/disable');
export const useNewRecoveryCodes = () => useCodeAction<RecoveryCodes>('/api/auth/2fa/recovery-codes');
