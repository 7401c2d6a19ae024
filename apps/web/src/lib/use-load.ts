import { useCallback, useEffect, useState } from 'react';
import { isConnectionLost, subscribeConnection } from './connection-status';

type LoadState<T> =
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: true; data: T | undefined; error: unknown }
  | { isPending: false; isError: false; data: T; error: null };

const PENDING = { isPending: true, isError: false, data: undefined, error: null } as const;

/**
 * Data a page loads as it opens, in plain React state: the light entry (src/signed-out/) has no query client. Pending
 * until the first answer, then the data or the error (a failed reload keeps the data, as a query does). `refetch`
 * asks again, keeping what is shown until the answer; `replace` shows data the server returned otherwise (the answer
 * to a change). As the query client's screens are (ConnectionBanner), the data is loaded again when Paylink can be
 * reached again. Only the latest load updates the state.
 */
export function useLoad<T>(load: () => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>(PENDING);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
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
