import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import type { Db } from '../db/client';
import { recordActivity, type ActivityInput } from '../modules/teams/record-activity';
import { routeAction } from './role-guard';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a route whose success answer says nothing changed (an x402 settle answering `success: false`): not in the trail. */
    changedNothing?: boolean;
    /** Set once the route wrote its trail row inside its own transaction: the response hook writes none. */
    activityRecorded?: boolean;
  }
}

/** Actions that change nothing: never in the audit trail (nor is any GET). */
const READS = new Set(['read', 'export', 'personal', 'public', 'platform-admin']);

/** The trail row of a request answered with `status`, or null when the request goes unrecorded. */
function activityOf(request: FastifyRequest, status: number): ActivityInput | null {
  const action = routeAction(request);
  if (
    request.method === 'GET' ||
    !action ||
    READS.has(action) ||
    status >= 400 ||
    request.changedNothing ||
    !request.account ||
    !request.user
  )
    return null;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const target = [params.id, params.userId, params.refundId].find((v): v is string => typeof v === 'string') ?? null;
  // Under an API key the request's user is the account's owner; the change is the key maker's.
  const maker = request.apiKeyMaker;
  return {
    accountId: request.account.id,
    userId: maker?.id ?? request.user.id,
    email: maker?.email ?? request.user.email,
    apiKeyId: request.apiKeyId ?? null,
    action,
    route: `${request.method} ${request.routeOptions.url}`,
    target,
    status,
  };
}

/**
 * Writes the request's trail row in the route's transaction (a hot route: the row commits with the change, with
 * no transaction of its own after the answer). `status` is the success status the route answers with.
 */
export async function recordRequestActivity(tx: Db, request: FastifyRequest, status: number): Promise<void> {
  const entry = activityOf(request, status);
  if (!entry) return;
  await recordActivity(tx, entry);
  request.activityRecorded = true;
}

/**
 * The audit trail's one writer: every successful request of a mutating account route (the role table's actions
 * other than reading) is recorded with the member who made it, by session or API key, once the answer is sent,
 * unless the route recorded it in its transaction. A failure to record is logged and never changes the answer.
 */
export function registerAccountActivity(app: FastifyInstance, deps: Pick<Deps, 'db'>): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.activityRecorded) return;
    const entry = activityOf(request, reply.statusCode);
    if (!entry) return;
    try {
      await recordActivity(deps.db, entry);
    } catch (err) {
      request.log.error({ err }, 'could not record account activity');
    }
  });
}
