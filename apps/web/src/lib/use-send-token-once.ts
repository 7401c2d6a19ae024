import { useEffect, useRef } from 'react';

/**
 * Sends the token of a single-use emailed link once, when its page opens: StrictMode's second effect run and later
 * renders must not send it again (the second call would find the link used).
 */
export function useSendTokenOnce(token: string | null, send: (token: string) => void): void {
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    send(token);
  }, [token, send]);
}
