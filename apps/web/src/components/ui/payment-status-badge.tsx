import type { PaymentStatus, RefundState } from '@paylink/shared';
import { Badge, type BadgeProps } from './badge';

const STATUS_TONES: Record<PaymentStatus, NonNullable<BadgeProps['tone']>> = {
  PENDING: 'yellow',
  COMPLETED: 'green',
  EXPIRED: 'gray',
  FAILED: 'red',
};

const REFUND_TEXTS: Record<RefundState, string> = { partially_refunded: 'Partially refunded', refunded: 'Refunded' };

/**
 * The link's status; a link its merchant deactivated also says so (it ended EXPIRED, or FAILED when part of it
 * arrived), and one with completed refunds says whether they paid back part or all of what arrived.
 */
export function PaymentStatusBadge({
  status,
  cancelledAt = null,
  refundStatus = null,
}: {
  status: PaymentStatus;
  cancelledAt?: string | null;
  refundStatus?: RefundState | null;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge tone={STATUS_TONES[status]} data-testid="payment-status">
        {status}
      </Badge>
      {cancelledAt !== null && (
        <Badge tone="gray" data-testid="payment-cancelled">
          Cancelled
        </Badge>
      )}
      {refundStatus !== null && (
        <Badge tone={refundStatus === 'refunded' ? 'gray' : 'yellow'} data-testid="payment-refunded-badge">
          {REFUND_TEXTS[refundStatus]}
        </Badge>
      )}
    </span>
  );
}
