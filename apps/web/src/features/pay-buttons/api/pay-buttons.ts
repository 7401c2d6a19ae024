import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayButton, PayButtonBody } from '@paylink/shared';
import { api } from '../../../lib/api-client';

/** Every query key of the pay buttons screen. */
export const payButtonKeys = {
  all: ['pay-buttons'] as const,
  list: () => [...payButtonKeys.all, 'list'] as const,
};

export function usePayButtons() {
  return useQuery({
    queryKey: payButtonKeys.list(),
    queryFn: async () => (await api<{ buttons: PayButton[] }>('/api/pay-buttons')).buttons,
  });
}

/** Creates a button, or replaces one's configuration (`id`). */
export function useSavePayButton() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: PayButtonBody }) =>
      (
        await api<{ button: PayButton }>(id ? `/api/pay-buttons/${encodeURIComponent(id)}` : '/api/pay-buttons', {
          method: id ? 'PUT' : 'POST',
          body,
        })
      ).button,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payButtonKeys.list() }),
  });
}

export function usePausePayButton() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, paused }: { id: string; paused: boolean }) =>
      (
        await api<{ button: PayButton }>(`/api/pay-buttons/${encodeURIComponent(id)}/pause`, {
          method: 'POST',
          body: { paused },
        })
      ).button,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payButtonKeys.list() }),
  });
}
