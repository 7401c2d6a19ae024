import { performance } from 'node:perf_hooks';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import { NodePgSession } from 'drizzle-orm/node-postgres';

// Times every SQL statement at Drizzle (every query of the product goes through it, the rate limiter's included)
// and how long each transaction keeps its connection (on PGlite, its one connection: every other request waits).
// Importing this module installs the timing; `reset()` starts a new record.

export interface Statement {
  label: string;
  at: number;
  ms: number;
}

/** "select sessions", "insert payments", "with→update merchant_accounts": the verb and the first table named. */
function labelOf(text: string): string {
  const q = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (q === 'begin' || q === 'commit' || q === 'rollback' || q.startsWith('savepoint') || q.startsWith('release'))
    return q.split(' ')[0]!;
  const cte = q.startsWith('with ');
  const verb = /\b(select|insert into|update|delete from)\b/.exec(cte ? q.slice(q.indexOf('(')) : q);
  const rest = verb ? q.slice((verb.index ?? 0) + (cte ? q.indexOf('(') : 0)) : q;
  const table = /(?:from|into|update)\s+"?([a-z_]+)"?/.exec(rest)?.[1] ?? '?';
  return `${cte ? 'with→' : ''}${(verb?.[1] ?? q.split(' ')[0]!).split(' ')[0]} ${table}`;
}

/** What was recorded since the last reset: each statement, and each transaction's time from begin to its end. */
export const sqlTiming = {
  statements: [] as Statement[],
  transactions: [] as number[],
  reset() {
    this.statements = [];
    this.transactions = [];
    return this;
  },
};

const prepared = PgPreparedQuery.prototype as unknown as {
  queryWithCache(
    this: { queryString?: string },
    text: string,
    params: unknown[],
    run: () => Promise<unknown>,
  ): Promise<unknown>;
};
const queryWithCache = prepared.queryWithCache;
prepared.queryWithCache = async function (text, params, run) {
  const at = performance.now();
  try {
    return await queryWithCache.call(this, text, params, run);
  } finally {
    sqlTiming.statements.push({ label: labelOf(text), at, ms: performance.now() - at });
  }
};
for (const session of [PgliteSession.prototype, NodePgSession.prototype] as unknown as {
  transaction(...args: unknown[]): Promise<unknown>;
}[]) {
  const transaction = session.transaction;
  session.transaction = async function (...args) {
    const at = performance.now();
    try {
      return await transaction.apply(this, args);
    } finally {
      sqlTiming.transactions.push(performance.now() - at);
    }
  };
}
