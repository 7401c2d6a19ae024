import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MisdirectedTransfer, Payment } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

export function acceptMisdirectedPayment(id: string): Promise<{ misdirected: MisdirectedTransfer; payment: Payment }> {
  return api(`/api/payments/misdirected/${encodeURIComponent(id)}/accept`, { method: 'POST' });
}

/** Counts a payment sent on the wrong network toward its link; the link's detail is read again. */
export function useAcceptMisdirectedPayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptMisdirectedPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.detail(paymentId) }),
  });
}
