import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useUnmatchedTransfers } from '../api/get-unmatched-transfers';
import { OpenTransfersBadge } from './open-transfers-badge';

/** The dashboard's entry to the inbox: how many transfers paid no link, and a way there. */
export function UnmatchedTransfersCard() {
  const { data, isPending, isError, refetch } = useUnmatchedTransfers();
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4 p-5" data-testid="unmatched-card">
      <div>
        <p className="flex items-center gap-2 text-sm font-medium text-gray-500">
          Unmatched transfers <OpenTransfersBadge />
        </p>
        {isPending ? (
          <Spinner size="sm" label="Loading..." className="mt-2 items-start" />
        ) : isError ? (
          <ErrorState className="mt-2" message="Failed to load unmatched transfers" onRetry={() => void refetch()} />
        ) : data.openCount === 0 ? (
          <p className="mt-1 text-gray-700" data-testid="unmatched-card-empty">
            Every transfer to your wallets paid a link.
          </p>
        ) : (
          <p className="mt-1 text-gray-900" data-testid="unmatched-card-count">
            {data.openCount} {data.openCount === 1 ? 'transfer' : 'transfers'} to your wallets paid no link: assign or
            dismiss {data.openCount === 1 ? 'it' : 'them'}.
          </p>
        )}
      </div>
      <Link
        to="/unmatched-transfers"
        className="inline-flex min-h-6 items-center text-sm font-medium text-indigo-600 hover:underline"
        data-testid="unmatched-card-link"
      >
        Open inbox
      </Link>
    </Card>
  );
}
