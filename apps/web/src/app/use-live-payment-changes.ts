import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../features/dashboard/api/query-keys';
import { paymentKeys } from '../features/payments/api/query-keys';
import { unmatchedTransferKeys } from '../features/unmatched-transfers/api/query-keys';
import { getToken } from '../lib/api-client';

const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

/**
 * Keeps the signed-in merchant's payment data fresh by notification: the server's change feed
 * (`GET /api/payments/changes`, Server-Sent Events read through fetch so the bearer token can be sent) says
 * which payment changed, and only then are the payments' and the dashboard's queries re-read; or that a transfer
 * that paid no link was listed, assigned or dismissed, and the unmatched-transfers inbox is re-read (this hook lives
 * in the app layer because it spans these features). Reconnects with backoff; a
 * (re)connection re-reads everything once, since changes may have been missed meanwhile.
 */
export function useLivePaymentChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    let delay = RECONNECT_MIN_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const refresh = (paymentId: string | null) => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      if (paymentId === null) {
        void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
        void queryClient.invalidateQueries({ queryKey: unmatchedTransferKeys.all });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: paymentKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.detail(paymentId) });
    };

    const connect = async () => {
      const token = getToken();
      if (!token) return;
      try {
        const res = await fetch('/api/payments/changes', {
          headers: { Authorization: `Bearer ${token}` },
          signal: controller.signal,
        });
        if (!res.ok || !res.body) throw new Error(`change feed: ${res.status}`);
        delay = RECONNECT_MIN_MS;
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!event.startsWith('data: ')) continue;
            const change = JSON.parse(event.slice(6)) as { paymentId?: string | null; unmatchedTransferId?: string };
            if (change.unmatchedTransferId) void queryClient.invalidateQueries({ queryKey: unmatchedTransferKeys.all });
            else refresh(change.paymentId ?? null);
          }
        }
      } catch {
        if (controller.signal.aborted) return;
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void connect(), delay);
    };
    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [queryClient]);
}
