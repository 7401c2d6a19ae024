import { useQuery } from '@tanstack/react-query';
import type { Payment } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { unmatchedTransferKeys } from './query-keys';

/** How many of the merchant's newest links on the transfer's network and token are offered to assign it to. */
export const ASSIGNABLE_LINKS_LIMIT = 50;

/** The merchant's newest links an unmatched transfer can count toward: same network, same token, same wallet; open first. */
export async function getAssignableLinks(transfer: {
  network: string;
  currency: string;
  recipient: string;
}): Promise<Payment[]> {
  const params = new URLSearchParams({
    page: '1',
    limit: String(ASSIGNABLE_LINKS_LIMIT),
    network: transfer.network,
    payCurrency: transfer.currency,
  });
  const { payments } = await api<{ payments: Payment[] }>(`/api/payments/payments?${params}`);
  // EVM addresses differ only by their checksum case; Solana addresses are case-sensitive but never collide that way.
  const wallet = transfer.recipient.toLowerCase();
  return payments
    .filter((p) => p.recipientAddress.toLowerCase() === wallet)
    .sort((a, b) => Number(b.status === 'PENDING') - Number(a.status === 'PENDING'));
}

export function useAssignableLinks(transfer: { network: string; currency: string; recipient: string }) {
  return useQuery({
    queryKey: [...unmatchedTransferKeys.assignableLinks(transfer.network, transfer.currency), transfer.recipient],
    queryFn: () => getAssignableLinks(transfer),
  });
}
