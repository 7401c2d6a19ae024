import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { recordActivity } from '../modules/teams/record-activity';
import { routeAction } from './role-guard';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a route whose success answer says nothing changed (an x402 settle answering `success: false`): not in the trail. */
    changedNothing?: boolean;
  }
}

/** Actions that change nothing: never in the audit trail (nor is any GET). */
const READS = new Set(['read', 'export', 'personal', 'public', 'platform-admin']);

/**
 * The audit trail's one writer: every successful request of a mutating account route (the role table's actions
 * other than reading) is recorded with the member who made it, by session or API key, once the answer is sent. A
 * failure to record is logged and never changes the answer.
 */
export function registerAccountActivity(app: FastifyInstance, deps: Pick<Deps, 'db'>): void {
  app.addHook('onResponse', async (request, reply) => {
    const action = routeAction(request);
    if (
      request.method === 'GET' ||
      !action ||
      READS.has(action) ||
      reply.statusCode >= 400 ||
      request.changedNothing ||
      !request.account ||
      !request.user
    )
      return;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const target = [params.id, params.userId, params.refundId].find((v): v is string => typeof v === 'string') ?? null;
    try {
      // Under an API key the request's user is the account's owner; the change is the key maker's.
      const maker = request.apiKeyMaker;
      await recordActivity(deps.db, {
        accountId: request.account.id,
        userId: maker?.id ?? request.user.id,
        email: maker?.email ?? request.user.email,
        apiKeyId: request.apiKeyId ?? null,
        action,
        route: `${request.method} ${request.routeOptions.url}`,
        target,
        status: reply.statusCode,
      });
    } catch (err) {
      request.log.error({ err }, 'could not record account activity');
    }
  });
}
