import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HOSTED_PAGE_POLL_MS, HOSTED_PAGE_POLL_STOP_MS, type PublicPayment } from '@paylink/shared';
import { api, ApiError } from '../../../lib/api-client';

export function getPublicPayment(id: string): Promise<PublicPayment> {
  return api<PublicPayment>(`/api/payments/${encodeURIComponent(id)}`);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Without EventSource support the page polls from the start. */
function streamlessStart(): number | null {
  return typeof EventSource === 'undefined' ? Date.now() : null;
}

/**
 * The customer's view of a payment, kept live: the server pushes each change over Server-Sent Events;
 * if the stream fails the page polls every 3 s instead, for at most 10 minutes (SPEC section 9).
 * `reload` fetches the status again and restarts the live updates.
 */
export function usePublicPayment(id: string) {
  const queryClient = useQueryClient();
  const [pollingSince, setPollingSince] = useState(streamlessStart);
  const [streamAttempt, setStreamAttempt] = useState(0);

  const query = useQuery({
    queryKey: ['public-payment', id],
    queryFn: () => getPublicPayment(id),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    refetchInterval: (q) =>
      pollingSince !== null && q.state.data?.status === 'PENDING' && Date.now() - pollingSince < HOSTED_PAGE_POLL_STOP_MS
        ? HOSTED_PAGE_POLL_MS
        : false,
  });
  const pending = query.data?.status === 'PENDING';

  useEffect(() => {
    if (!pending || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/payments/${encodeURIComponent(id)}/events`);
    source.onmessage = (event: MessageEvent<string>) => {
      try {
        queryClient.setQueryData<PublicPayment>(['public-payment', id], JSON.parse(event.data) as PublicPayment);
      } catch {
        // A malformed event is ignored; the next one (or the polling fallback) brings the status.
      }
    };
    source.onerror = () => {
      source.close();
      setPollingSince(Date.now());
    };
    return () => source.close();
  }, [id, pending, streamAttempt, queryClient]);

  const { refetch } = query;
  const reload = useCallback(() => {
    setPollingSince(streamlessStart());
    setStreamAttempt((n) => n + 1);
    void refetch();
  }, [refetch]);

  return { ...query, reload };
}
