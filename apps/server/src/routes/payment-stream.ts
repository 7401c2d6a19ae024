import type { FastifyReply } from 'fastify';
import { HOSTED_PAGE_POLL_STOP_MS } from '@paylink/shared';
import type { Deps } from '../deps';
import { getPublicPayment } from '../modules/payments/get-public-payment';

const RECHECK_MS = 1000;

/**
 * Server-Sent Events: the public payment now and again whenever it changes. Same-process changes arrive
 * through the notifier at once; a one-second database re-read covers workers in other processes.
 */
export async function streamPayment(deps: Deps, id: string, reply: FastifyReply): Promise<void> {
  const first = await getPublicPayment(deps.db, id);
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'Content-Security-Policy': 'frame-ancestors *',
  });
  let last = '';
  const send = (payload: string) => {
    if (payload === last) return;
    last = payload;
    res.write(`data: ${payload}\n\n`);
  };
  send(JSON.stringify(first));

  const refresh = async () => {
    try {
      send(JSON.stringify(await getPublicPayment(deps.db, id)));
    } catch (err) {
      deps.log.warn({ err, paymentId: id }, 'payment stream refresh failed');
    }
  };
  const unsubscribe = deps.notifier.subscribe(id, () => void refresh());
  const poll = setInterval(() => void refresh(), RECHECK_MS);
  const ping = setInterval(() => res.write(': ping\n\n'), 15_000);
  const close = () => {
    unsubscribe();
    clearInterval(poll);
    clearInterval(ping);
    clearTimeout(limit);
    res.end();
  };
  const limit = setTimeout(close, HOSTED_PAGE_POLL_STOP_MS);
  res.on('close', close);
}
