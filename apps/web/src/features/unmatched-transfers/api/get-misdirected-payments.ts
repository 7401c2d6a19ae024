import { useQuery } from '@tanstack/react-query';
import type { MisdirectedTransfer } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { unmatchedTransferKeys } from './query-keys';

export function getOpenMisdirectedPayments(): Promise<{ transfers: MisdirectedTransfer[]; openCount: number }> {
  return api('/api/payments/misdirected?status=open');
}

/** The payments of the merchant's links sent on the wrong network that wait for them (accepted on the link's page). */
export function useOpenMisdirectedPayments() {
  return useQuery({ queryKey: unmatchedTransferKeys.misdirected(), queryFn: getOpenMisdirectedPayments });
}
