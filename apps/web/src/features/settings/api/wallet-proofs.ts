import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimedAddress, WalletProof } from '@paylink/shared';
import { api } from '../../../lib/api-client';

/** Every wallet-claim query key, so a query and each invalidation of it name the same key. */
export const walletKeys = {
  all: ['wallets'] as const,
  claimed: () => [...walletKeys.all, 'claimed'] as const,
};

/** The addresses that belong to the account, and which are proven (the badge). */
export function useClaimedAddresses() {
  return useQuery({
    queryKey: walletKeys.claimed(),
    queryFn: () => api<{ addresses: ClaimedAddress[] }>('/api/wallets'),
  });
}

/** The message to sign with the wallet (Sign-In With Solana, or EIP-4361 for an Ethereum address). */
export function useRequestWalletProof() {
  return useMutation({
    mutationFn: (address: string) => api<WalletProof>('/api/wallets/proofs', { method: 'POST', body: { address } }),
  });
}

export function useVerifyWalletProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { nonce: string; signature: string }) =>
      api<{ address: ClaimedAddress; tookOver: boolean }>('/api/wallets/proofs/verify', {
        method: 'POST',
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
