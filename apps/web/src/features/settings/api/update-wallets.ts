import { useMutation } from '@tanstack/react-query';
import type { User, Wallets } from '@paylink/shared';
import { api } from '../../../lib/api-client';

export function updateWallets(wallets: Wallets): Promise<{ user: User }> {
  return api<{ user: User }>('/api/auth/wallets', { method: 'PUT', body: wallets });
}

export function useUpdateWallets() {
  return useMutation({ mutationFn: updateWallets });
}
