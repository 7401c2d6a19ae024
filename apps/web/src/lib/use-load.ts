import { useCallback, useEffect, useRef, useState } from 'react';
import { isConnectionLost, subscribeConnection } from './connection-status';

type LoadState<T> =
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: true; data: T | undefined; error: unknown }
  | { isPending: false; isError: false; data: T; error: null };

const PENDING = { isPending: true, isError: false, data: undefined, error: null } as const;

/** What the server embedded into the page for the first load (served-answer.ts): its data, or its error. */
export type Served<T> = { data: T } | { error: unknown };

function servedState<T>(served: Served<T>): LoadState<T> {
  return 'data' in served
    ? { isPending: false, isError: false, data: served.data, error: null }
    : { isPending: false, isError: true, data: undefined, error: served.error };
}

/**
 * Data a page loads as it opens, in plain React state: the light entry (src/signed-out/) has no query client. Pending
 * until the first answer, then the data or the error (a failed reload keeps the data, as a query does). `refetch`
 * asks again, keeping what is shown until the answer; `replace` shows data the server returned otherwise (the answer
 * to a change). `served`, the answer the server put into the page, is the first state, with no request. As the query client's screens are (ConnectionBanner), the data is loaded again when Paylink can be
 * reached again. Only the latest load updates the state.
 */
export function useLoad<T>(load: () => Promise<T>, served?: Served<T>) {
  const [state, setState] = useState<LoadState<T>>(() => (served ? servedState(served) : PENDING));
  const [attempt, setAttempt] = useState(0);
  // The first load is the answer the server embedded, when it did; a change of `load` or a refetch asks.
  const servedLoad = useRef(served === undefined ? undefined : load);

  useEffect(() => {
    if (attempt === 0 && load === servedLoad.current) return;
    let latest = true;
    load().then(
      (data) => latest && setState({ isPending: false, isError: false, data, error: null }),
      (error: unknown) => latest && setState((s) => ({ isPending: false, isError: true, data: s.data, error })),
    );
    return () => {
      latest = false;
    };
  }, [load, attempt]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setState({ isPending: false, isError: false, data, error: null }), []);

  useEffect(() => {
    const unsubscribe = subscribeConnection(() => {
      if (!isConnectionLost()) refetch();
    });
    return () => {
      unsubscribe();
    };
  }, [refetch]);

  return { ...state, refetch, replace };
}
