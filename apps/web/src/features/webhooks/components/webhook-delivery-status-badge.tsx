import type { WebhookDeliveryStatus } from '@paylink/shared';
import { Badge } from '../../../components/ui/badge';

const TONE = { pending: 'yellow', succeeded: 'green', failed: 'red', no_endpoint: 'gray' } as const;
const TEXT = { pending: 'Pending', succeeded: 'Succeeded', failed: 'Failed', no_endpoint: 'No endpoint' } as const;

export function WebhookDeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  return (
    <Badge tone={TONE[status]} data-testid="delivery-status">
      {TEXT[status]}
    </Badge>
  );
}
