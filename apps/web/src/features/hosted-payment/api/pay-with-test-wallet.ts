import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Only served when the server runs against the local test chain (config.localChain). */
export function payWithTestWallet(id: string): Promise<{ signature: string }> {
  return api<{ signature: string }>(`/api/payments/${encodeURIComponent(id)}/test-pay`, { method: 'POST' });
}

export function usePayWithTestWallet(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => payWithTestWallet(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['public-payment', id] }),
  });
}
