import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment, UnmatchedTransfer } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { unmatchedTransferKeys } from './query-keys';

export interface AssignResult {
  transfer: UnmatchedTransfer;
  payment: Payment;
}

export function assignUnmatchedTransfer({ id, paymentId }: { id: string; paymentId: string }): Promise<AssignResult> {
  return api<AssignResult>(`/api/payments/unmatched-transfers/${encodeURIComponent(id)}/assign`, {
    method: 'POST',
    body: { paymentId },
  });
}

/** Counts a transfer toward a link; the payment's own views hear of it through the live change feed. */
export function useAssignUnmatchedTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignUnmatchedTransfer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: unmatchedTransferKeys.all }),
  });
}
