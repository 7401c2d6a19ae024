import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

export interface EditPaymentLinkBody {
  label?: string;
  /** An empty string removes the message. */
  message?: string;
}

const linkPath = (id: string) => `/api/payments/payments/${encodeURIComponent(id)}`;

/** Cancels (deactivates) an open link: it ends now and takes no more money. */
export function useCancelPaymentLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api<{ payment: Payment }>(`${linkPath(id)}/cancel`, { method: 'POST' })).payment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

/** Changes the label or message of an open link nothing has reached yet. */
export function useEditPaymentLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EditPaymentLinkBody) =>
      (await api<{ payment: Payment }>(linkPath(id), { method: 'PATCH', body })).payment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
