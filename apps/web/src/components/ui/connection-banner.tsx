import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isConnectionLost, subscribeConnection } from '../../lib/connection-status';

/** "Connection lost, retrying" while Paylink is unreachable; once it is back, every screen reloads its data. */
export function ConnectionBanner() {
  const lost = useSyncExternalStore(subscribeConnection, isConnectionLost);
  const queryClient = useQueryClient();
  const wasLost = useRef(false);

  useEffect(() => {
    if (wasLost.current && !lost) void queryClient.invalidateQueries();
    wasLost.current = lost;
  }, [lost, queryClient]);

  if (!lost) return null;
  return (
    <div
      role="status"
      data-testid="connection-lost"
      className="fixed inset-x-0 top-0 z-50 bg-amber-500 px-4 py-2 text-center text-sm font-medium text-gray-900 shadow"
    >
      Connection lost. Retrying…
    </div>
  );
}
