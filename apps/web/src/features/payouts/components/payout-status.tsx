import type { PayoutStatus } from '@paylink/shared';
import { NETWORK_NAMES } from '@paylink/shared';
import { cn } from '../../../lib/cn';

export const STATUS_LABELS: Record<PayoutStatus, string> = {
  AWAITING_ADDRESS: 'Awaiting address',
  READY: 'Ready',
  IN_BATCH: 'In a batch',
  PAID: 'Paid',
  FAILED: 'Failed',
  CANCELED: 'Canceled',
};

const TONES: Record<PayoutStatus, string> = {
  AWAITING_ADDRESS: 'bg-amber-100 text-amber-900',
  READY: 'bg-blue-100 text-blue-900',
  IN_BATCH: 'bg-indigo-100 text-indigo-900',
  PAID: 'bg-green-100 text-green-900',
  FAILED: 'bg-red-100 text-red-900',
  CANCELED: 'bg-gray-100 text-gray-800',
};

export const networkName = (network: string) => NETWORK_NAMES[network as keyof typeof NETWORK_NAMES] ?? network;

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return (
    <span
      className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-medium', TONES[status])}
      data-testid="payout-status"
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
