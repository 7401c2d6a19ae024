import type { Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { closeStreamLease, openStreamLease, renewStreamLease } from '../modules/live/stream-leases';

export interface EventStream {
  /** Sends `payload` as one event, unless it is the same as the last one sent. */
  send(payload: unknown): void;
  /** Runs when the stream ends (client gone, time limit reached or server closing). */
  onClose(fn: () => void): void;
}

/** The open streams of each HTTP server, ended when it closes (an open stream would hold `close()` for minutes). */
const openStreams = new WeakMap<Server, Set<() => void>>();

/**
 * Ends every open event stream as the server starts closing, so SIGTERM stops it at once: browsers reconnect to
 * another process (or to this one after a restart) and replay from their last state.
 */
export function endStreamsOnClose(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    for (const end of openStreams.get(app.server) ?? []) end();
    done();
  });
}

/**
 * Opens a Server-Sent Events response, within the caps on open streams (429 past them, in the usual error
 * shape, since the lease is taken before the response starts). Keeps the connection alive with a comment
 * every STREAM_PING_MS (15 s), which also renews the stream's lease and, with `stillAllowed`, ends the stream
 * as soon as its reader may no longer see it (logged out, suspended); it ends after `maxMs` in any case.
 */
export async function openEventStream(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { maxMs: number; headers?: Record<string, string>; stillAllowed?: () => Promise<boolean> },
): Promise<EventStream> {
  const leaseId = await openStreamLease(deps.db, { ip: request.ip, now: new Date(), ...deps.config.streamLimits });
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    ...opts.headers,
  });
  const closers: (() => void)[] = [];
  let last = '';
  let closed = false;
  const ping = setInterval(() => {
    res.write(': ping\n\n');
    renewStreamLease(deps.db, leaseId, new Date()).catch((err: unknown) =>
      deps.log.warn({ err }, 'stream lease renewal failed'),
    );
    opts.stillAllowed?.().then(
      (allowed) => allowed || res.end(),
      (err: unknown) => deps.log.warn({ err }, 'stream session check failed'),
    );
  }, deps.config.streamPingMs);
  const limit = setTimeout(() => res.end(), opts.maxMs);
  const end = () => res.end();
  const streams = openStreams.get(request.server.server) ?? new Set();
  openStreams.set(request.server.server, streams.add(end));
  res.on('close', () => {
    if (closed) return;
    closed = true;
    streams.delete(end);
    clearInterval(ping);
    clearTimeout(limit);
    closers.forEach((fn) => fn());
    closeStreamLease(deps.db, leaseId).catch((err: unknown) => deps.log.warn({ err }, 'stream lease release failed'));
  });
  return {
    send(payload) {
      const text = JSON.stringify(payload);
      if (closed || text === last) return;
      last = text;
      res.write(`data: ${text}\n\n`);
    },
    onClose: (fn) => closers.push(fn),
  };
}
