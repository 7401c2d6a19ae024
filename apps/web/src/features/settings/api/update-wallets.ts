import { useMutation } from '@tanstack/react-query';
import type { User, Wallets } from '@paylink/shared';
import { api } from '../../../lib/api-client';

/** `confirmationSent`: the change waits for the link emailed to an account without a password. */
export interface UpdateWalletsResult {
  user: User;
  confirmationSent: boolean;
}

export function updateWallets(wallets: Wallets): Promise<UpdateWalletsResult> {
  return api<UpdateWalletsResult>('/api/auth/wallets', { method: 'PUT', body: wallets });
}

export function useUpdateWallets() {
  return useMutation({ mutationFn: updateWallets });
}
