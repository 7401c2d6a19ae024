import { Badge } from '../../../components/ui/badge';
import { useUnmatchedTransfers } from '../api/get-unmatched-transfers';

/** The needs-attention count: transfers to the merchant's wallets that paid no link and wait to be assigned or dismissed. Nothing while there are none. */
export function OpenTransfersBadge() {
  const { data } = useUnmatchedTransfers();
  if (!data || data.openCount === 0) return null;
  return (
    <Badge
      tone="red"
      data-testid="unmatched-badge"
      aria-label={`${data.openCount} unmatched ${data.openCount === 1 ? 'transfer needs' : 'transfers need'} attention`}
    >
      {data.openCount}
    </Badge>
  );
}
