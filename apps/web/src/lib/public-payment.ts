import { useCallback, useEffect, useState } from 'react';
import { HOSTED_PAGE_POLL_MS, HOSTED_PAGE_POLL_STOP_MS, type PublicPayment } from '@paylink/shared';
import { api, ApiError } from './api-client';

const RETRY_DELAY_MS = 1000;

export function getPublicPayment(id: string): Promise<PublicPayment> {
  return api<PublicPayment>(`/api/payments/${encodeURIComponent(id)}`);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Payments the server put into the page's HTML (null: it has no such payment), so the first render needs no request. */
const provided = new Map<string, PublicPayment | null>();

export function providePublicPayment(id: string, payment: PublicPayment | null): void {
  provided.set(id, payment);
}

/** Pages that changed a payment (the test-wallet button) ask every view of it to fetch it again. */
const refreshListeners = new Map<string, Set<() => void>>();

export function refreshPublicPayment(id: string): void {
  refreshListeners.get(id)?.forEach((listener) => listener());
}

const notFoundError = new ApiError(404, { success: false, error: 'Payment not found', code: 'NOT_FOUND' });

/** Without EventSource support the page polls from the start. */
function streamlessStart(): number | null {
  return typeof EventSource === 'undefined' ? Date.now() : null;
}

/** One fetch, retried once after a second unless the payment does not exist. */
async function fetchWithRetry(id: string): Promise<PublicPayment> {
  try {
    return await getPublicPayment(id);
  } catch (error) {
    if (isNotFound(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return getPublicPayment(id);
  }
}

interface PaymentState {
  data?: PublicPayment;
  error: unknown;
}

function initialState(id: string): PaymentState {
  if (!provided.has(id)) return { error: null };
  const payment = provided.get(id);
  return payment ? { data: payment, error: null } : { error: notFoundError };
}

/**
 * The customer's view of a payment, kept live: the server pushes each change over Server-Sent Events;
 * if the stream fails the page polls every 3 s instead, for at most 10 minutes (SPEC section 9).
 * While Paylink cannot be reached (`unreachable`) it asks again every 3 s until it answers.
 * `reload` fetches the status again and restarts the live updates.
 */
export function usePublicPayment(id: string) {
  const [state, setState] = useState<PaymentState>(() => initialState(id));
  // Each increment is one fetch; 0 means "none yet", skipped when the page's HTML brought the payment.
  const [fetchRequest, setFetchRequest] = useState(() => (provided.has(id) ? 0 : 1));
  const [pollingSince, setPollingSince] = useState(streamlessStart);
  const [streamAttempt, setStreamAttempt] = useState(0);
  const pending = state.data?.status === 'PENDING';

  useEffect(() => {
    if (fetchRequest === 0) return;
    let active = true;
    fetchWithRetry(id).then(
      (data) => active && setState({ data, error: null }),
      (error: unknown) => active && setState((s) => ({ data: s.data, error })),
    );
    return () => {
      active = false;
    };
  }, [id, fetchRequest]);

  useEffect(() => {
    const listeners = refreshListeners.get(id) ?? new Set();
    const listener = () => setFetchRequest((n) => n + 1);
    listeners.add(listener);
    refreshListeners.set(id, listeners);
    return () => {
      listeners.delete(listener);
    };
  }, [id]);

  // Paylink out of reach (no answer, or a 5xx): ask again every 3 s for as long as the page is open, whatever the status.
  const unreachable = state.error !== null && !isNotFound(state.error);
  useEffect(() => {
    if (!unreachable) return;
    const timer = setTimeout(() => setFetchRequest((n) => n + 1), HOSTED_PAGE_POLL_MS);
    return () => clearTimeout(timer);
  }, [unreachable, state]);

  // Polling fallback: one fetch every 3 s after each answer while the payment is pending.
  useEffect(() => {
    if (unreachable || pollingSince === null || !pending || Date.now() - pollingSince >= HOSTED_PAGE_POLL_STOP_MS)
      return;
    const timer = setTimeout(() => setFetchRequest((n) => n + 1), HOSTED_PAGE_POLL_MS);
    return () => clearTimeout(timer);
  }, [unreachable, pollingSince, pending, state]);

  useEffect(() => {
    if (!pending || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/payments/${encodeURIComponent(id)}/events`);
    source.onmessage = (event: MessageEvent<string>) => {
      try {
        setState({ data: JSON.parse(event.data) as PublicPayment, error: null });
      } catch {
        // A malformed event is ignored; the next one (or the polling fallback) brings the status.
      }
    };
    source.onerror = () => {
      source.close();
      setPollingSince(Date.now());
    };
    return () => source.close();
  }, [id, pending, streamAttempt]);

  const reload = useCallback(() => {
    setPollingSince(streamlessStart());
    setStreamAttempt((n) => n + 1);
    setFetchRequest((n) => n + 1);
  }, []);

  return { data: state.data, error: state.error, isPending: !state.data && !state.error, unreachable, reload };
}
