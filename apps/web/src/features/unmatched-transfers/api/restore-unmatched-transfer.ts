import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnmatchedTransfer } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { unmatchedTransferKeys } from './query-keys';

/** Undoes a dismissal: the transfer is back under Needs attention. */
export function restoreUnmatchedTransfer(id: string): Promise<{ transfer: UnmatchedTransfer }> {
  return api<{ transfer: UnmatchedTransfer }>(`/api/payments/unmatched-transfers/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
  });
}

export function useRestoreUnmatchedTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreUnmatchedTransfer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: unmatchedTransferKeys.all }),
  });
}
