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

export function getUnmatchedTransfers(status: UnmatchedStatus): Promise<UnmatchedTransferList> {
  return api<UnmatchedTransferList>(`/api/payments/unmatched-transfers?status=${status}`);
}

/** Re-read when the change feed (app/use-live-payment-changes) says a transfer was listed, assigned or dismissed. */
export function useUnmatchedTransfers(status: UnmatchedStatus = 'open') {
  return useQuery({
    queryKey: unmatchedTransferKeys.list(status),
    queryFn: () => getUnmatchedTransfers(status),
  });
}
