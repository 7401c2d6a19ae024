import { useMutation } from '@tanstack/react-query';
import type { User } from '@paylink/shared';
import { api } from '../../../lib/api-client';

export function confirmWalletChange(token: string): Promise<{ user: User; message: string }> {
  return api<{ user: User; message: string }>('/api/auth/confirm-wallet-change', { method: 'POST', body: { token } });
}

export function useConfirmWalletChange() {
  return useMutation({ mutationFn: confirmWalletChange });
}
