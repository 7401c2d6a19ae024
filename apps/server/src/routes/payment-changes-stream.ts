import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { authenticateSession } from '../modules/accounts/authenticate-session';
import { paymentOwner } from '../modules/payments/links/payment-owner';
import {
  UNMATCHED_TRANSFER_ID_PREFIX,
  unmatchedTransferOwner,
} from '../modules/unmatched-transfers/unmatched-transfer-owner';
import { bearerToken } from '../plugins/authenticate';
import { openEventStream, type EventStream } from './event-stream';

/** A signed-in page stays open for hours; the browser reconnects (and re-reads) after this. */
const MAX_STREAM_MS = 60 * 60 * 1000;

/**
 * The signed-in merchant's live feed: `{ paymentId }` each time one of their payments changes,
 * `{ unmatchedTransferId }` when a transfer to their wallets that paid no link is listed, assigned or dismissed, or
 * `{ paymentId: null }` when changes may have been missed (the notification channel reconnected), so the
 * dashboard and payment pages re-read only what changed, when it changed. One owner lookup per change,
 * shared by every open stream of this process.
 */
export function paymentChangesStreams(deps: Deps) {
  const byUser = new Map<string, Set<EventStream>>();
  let unsubscribe: (() => void) | undefined;

  const dispatch = async (paymentId: string | null) => {
    if (paymentId === null) {
      for (const streams of byUser.values()) streams.forEach((s) => s.send({ paymentId: null, at: Date.now() }));
      return;
    }
    // The same channel says when a transfer that paid no link was listed, assigned or dismissed (the inbox's badge).
    const transfer = paymentId.startsWith(UNMATCHED_TRANSFER_ID_PREFIX);
    const owner = await (transfer ? unmatchedTransferOwner : paymentOwner)(deps.db, paymentId).catch((err: unknown) => {
      deps.log.warn({ err, paymentId }, 'owner lookup of a change failed');
      return undefined;
    });
    const event = transfer ? { unmatchedTransferId: paymentId, at: Date.now() } : { paymentId, at: Date.now() };
    byUser.get(owner ?? '')?.forEach((s) => s.send(event));
  };

  return async function streamPaymentChanges(
    accountId: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    // The session is checked again on every ping: logout, logout-all, suspension and leaving the account end the feed.
    const token = bearerToken(request) ?? '';
    const stillAllowed = () =>
      authenticateSession(deps, token).then(
        (session) => session.account?.id === accountId,
        () => false,
      );
    const stream = await openEventStream(deps, request, reply, { maxMs: MAX_STREAM_MS, stillAllowed });
    stream.send({ paymentId: null, at: Date.now() });
    unsubscribe ??= deps.notifier.subscribeAll((id) => void dispatch(id));
    let streams = byUser.get(accountId);
    if (!streams) byUser.set(accountId, (streams = new Set()));
    streams.add(stream);
    stream.onClose(() => {
      streams.delete(stream);
      if (streams.size === 0) byUser.delete(accountId);
      if (byUser.size === 0) {
        unsubscribe?.();
        unsubscribe = undefined;
      }
    });
  };
}
