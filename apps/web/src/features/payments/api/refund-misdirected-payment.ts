import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Refund } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

export function refundMisdirectedPayment(id: string): Promise<Refund> {
  return api(`/api/payments/misdirected/${encodeURIComponent(id)}/refund`, { method: 'POST' });
}

/** Prepares the refund of a payment sent on the wrong network to its sender; the link's detail (its refunds) is read again. */
export function useRefundMisdirectedPayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundMisdirectedPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.detail(paymentId) }),
  });
}
