import type { PaymentStatus } from '@paylink/shared';
import { Badge, type BadgeProps } from './badge';

const STATUS_TONES: Record<PaymentStatus, NonNullable<BadgeProps['tone']>> = {
  PENDING: 'yellow',
  COMPLETED: 'green',
  EXPIRED: 'gray',
  FAILED: 'red',
};

/** The link's status; a link its merchant deactivated also says so (it ended EXPIRED, or FAILED when part of it arrived). */
export function PaymentStatusBadge({ status, cancelledAt = null }: { status: PaymentStatus; cancelledAt?: string | null }) {
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
    </span>
  );
}
