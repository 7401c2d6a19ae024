import type { PaymentStatus } from '@paylink/shared';
import { Badge, type BadgeProps } from './badge';

const STATUS_TONES: Record<PaymentStatus, NonNullable<BadgeProps['tone']>> = {
  PENDING: 'yellow',
  COMPLETED: 'green',
  EXPIRED: 'gray',
  FAILED: 'red',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} data-testid="payment-status">
      {status}
    </Badge>
  );
}
