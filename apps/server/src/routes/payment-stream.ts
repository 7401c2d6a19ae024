import type { FastifyReply, FastifyRequest } from 'fastify';
import { HOSTED_PAGE_POLL_STOP_MS } from '@paylink/shared';
import type { Deps } from '../deps';
import { getPublicPayment } from '../modules/payments/links/get-public-payment';
import { openEventStream } from './event-stream';

/**
 * Server-Sent Events: the public payment now, and again each time the notifier says it changed (LISTEN/NOTIFY
 * across processes on PostgreSQL, in-process on the embedded database). No periodic re-read.
 */
export async function streamPayment(
  deps: Deps,
  id: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const first = await getPublicPayment(deps, id);
  const stream = await openEventStream(deps, request, reply, {
    maxMs: HOSTED_PAGE_POLL_STOP_MS,
    headers: { 'Content-Security-Policy': 'frame-ancestors *' },
  });
  stream.send(first);
  // Re-reads run one after another, so a slower read can never send an older state after a newer one.
  let reading = Promise.resolve();
  const refresh = () => {
    reading = reading.then(async () => {
      try {
        stream.send(await getPublicPayment(deps, id));
      } catch (err) {
        deps.log.warn({ err, paymentId: id }, 'payment stream refresh failed');
      }
    });
  };
  stream.onClose(deps.notifier.subscribe(id, refresh));
}
