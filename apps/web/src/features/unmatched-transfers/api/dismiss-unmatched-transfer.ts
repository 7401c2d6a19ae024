import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnmatchedTransfer } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { unmatchedTransferKeys } from './query-keys';

export function dismissUnmatchedTransfer(id: string): Promise<{ transfer: UnmatchedTransfer }> {
  return api<{ transfer: UnmatchedTransfer }>(`/api/payments/unmatched-transfers/${encodeURIComponent(id)}/dismiss`, {
    method: 'POST',
  });
}

export function useDismissUnmatchedTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissUnmatchedTransfer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: unmatchedTransferKeys.all }),
  });
}
