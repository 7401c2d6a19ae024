/** A Server-Sent Events stream read over real HTTP: every `data:` payload, parsed as JSON, as it arrives. */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`GET ${url} -> ${res.status}`);
  const events: unknown[] = [];
  const waiters = new Set<() => void>();
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          if (data) events.push(JSON.parse(data));
        }
        waiters.forEach((w) => w());
      }
    } catch {
      /* closed */
    }
  })();
  return {
    events,
    /** The first event (from the start of the stream) that `match` accepts; fails after `timeoutMs`. */
    async waitFor<T>(match: (event: T) => boolean, timeoutMs: number, what: string): Promise<T> {
      const found = () => (events as T[]).find(match);
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const event = found();
          if (event === undefined) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(event);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no stream event ${what} after ${timeoutMs} ms; got ${JSON.stringify(events).slice(0, 2000)}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}
