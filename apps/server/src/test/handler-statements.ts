import diagnostics from 'node:diagnostics_channel';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';

type QueryWithCache = (this: unknown, text: string, params: unknown[], run: () => Promise<unknown>) => Promise<unknown>;

/**
 * The SQL statements route handlers send while `run` runs (one request at a time), as the text sent: every query of
 * the app goes through Drizzle's prepared query (as bench/request-breakdown.ts counts them), and Fastify reports when a
 * handler starts and when its promise settles. Hooks, the rate limiter's and authentication's, are left out.
 */
export async function handlerStatements(run: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  let inHandler = false;
  const prepared = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryWithCache };
  const queryWithCache = prepared.queryWithCache;
  prepared.queryWithCache = function (text, params, query) {
    if (inHandler) sent.push(text);
    return queryWithCache.call(this, text, params, query);
  };
  const handler = diagnostics.tracingChannel('fastify.request.handler');
  const ignore = () => undefined;
  const marks = {
    start: () => void (inHandler = true),
    end: ignore,
    asyncStart: () => void (inHandler = false),
    asyncEnd: ignore,
    error: ignore,
  };
  handler.subscribe(marks);
  try {
    await run();
  } finally {
    handler.unsubscribe(marks);
    prepared.queryWithCache = queryWithCache;
  }
  return sent;
}
