import { useQuery } from '@tanstack/react-query';
import type { UnmatchedTransfer } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { unmatchedTransferKeys } from './query-keys';

export type UnmatchedStatus = UnmatchedTransfer['status'];

export interface UnmatchedTransferList {
  transfers: UnmatchedTransfer[];
  /** How many are still open, whatever status was listed: the needs-attention count. */
  openCount: number;
}

/**
 * New entries come from the chain watcher, which tells no one: the list is re-read every half minute and when the
 * tab regains focus. Assigning or dismissing re-reads it at once.
 */
const REFRESH_MS = 30_000;

export function getUnmatchedTransfers(status: UnmatchedStatus): Promise<UnmatchedTransferList> {
  return api<UnmatchedTransferList>(`/api/payments/unmatched-transfers?status=${status}`);
}

export function useUnmatchedTransfers(status: UnmatchedStatus = 'open') {
  return useQuery({
    queryKey: unmatchedTransferKeys.list(status),
    queryFn: () => getUnmatchedTransfers(status),
    refetchInterval: REFRESH_MS,
  });
}
