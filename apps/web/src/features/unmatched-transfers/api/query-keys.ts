import type { UnmatchedStatus } from './get-unmatched-transfers';

/** Every unmatched-transfers query key, so a query and each invalidation of it name the same key. */
export const unmatchedTransferKeys = {
  all: ['unmatched-transfers'] as const,
  list: (status: UnmatchedStatus) => [...unmatchedTransferKeys.all, 'list', status] as const,
  misdirected: () => [...unmatchedTransferKeys.all, 'misdirected'] as const,
  assignableLinks: (network: string, currency: string) =>
    [...unmatchedTransferKeys.all, 'assignable-links', network, currency] as const,
};
