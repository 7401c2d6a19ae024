import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Renames the active account (the merchant's name payers see). */
export function useRenameAccount() {
  return useMutation({
    mutationFn: (name: string) => api<{ message: string }>('/api/team/account', { method: 'PUT', body: { name } }),
  });
}
