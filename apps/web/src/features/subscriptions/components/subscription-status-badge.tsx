import type { SubscriptionStatus } from '@paylink/shared';
import { Badge } from '../../../components/ui/badge';

const TONE: Record<SubscriptionStatus, 'gray' | 'green' | 'yellow' | 'red'> = {
  INCOMPLETE: 'gray',
  ACTIVE: 'green',
  PAST_DUE: 'yellow',
  CANCELED: 'red',
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <Badge tone={TONE[status]}>{status.replace('_', ' ')}</Badge>;
}
