import { Worker } from 'node:worker_threads';

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string) => unknown>;
}
interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
/** What Drizzle's PGlite driver calls on its client (and on a transaction's). */
export interface PgliteLike {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(work: (tx: PgliteLike) => Promise<T>): Promise<T>;
}

export interface PgliteWorker {
  client: PgliteLike;
  /** CPU time of the database thread, ms (its event loop's active time: a worker has no CPU clock of its own in Node 20). */
  busyMs(): number;
  close(): Promise<void>;
}

type Pending = { resolve(value: unknown): void; reject(err: Error): void };

/**
 * Embedded PGlite on a worker thread (pglite-worker.mjs), behind the interface Drizzle's PGlite driver uses: the
 * statements and rows cross by message, the WebAssembly runs on the other core. A transaction holds the database's
 * one connection from its BEGIN to its end, as in-process PGlite does (others' statements wait in PGlite's queue);
 * notifications come back to `onNotification`; an error keeps its PostgreSQL fields (code, constraint...), so unique
 * violations and the like map to the same AppErrors.
 */
export async function startPgliteWorker(
  source: { dataDir?: string; loadDataDir?: Blob },
  channels: readonly string[],
  onNotification: (channel: string, payload: string) => void,
): Promise<PgliteWorker> {
  const loadDataDir = source.loadDataDir ? await source.loadDataDir.arrayBuffer() : undefined;
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: source.dataDir, loadDataDir, channels },
  });
  const pending = new Map<number, Pending>();
  let next = 0;
  let failure: Error | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    worker.on(
      'message',
      (m: {
        ready?: true;
        id?: number;
        result?: unknown;
        error?: { name: string; message: string; fields: Record<string, unknown> };
        notification?: { channel: string; payload: string };
      }) => {
        if (m.ready) return resolve();
        if (m.notification) return onNotification(m.notification.channel, m.notification.payload);
        const call = pending.get(m.id!);
        pending.delete(m.id!);
        if (m.error) call?.reject(Object.assign(new Error(m.error.message), { name: m.error.name }, m.error.fields));
        else call?.resolve(m.result);
      },
    );
    worker.on('error', (err) => {
      failure = err;
      reject(err);
      for (const call of pending.values()) call.reject(err);
      pending.clear();
    });
  });
  await ready;

  const send = <T>(message: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = next++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ id, ...message });
    });
  };
  const handle = (tx?: number): PgliteLike => ({
    query: (sql, params, options) =>
      send({
        op: 'query',
        tx,
        sql,
        params,
        options: options && {
          rowMode: options.rowMode,
          textTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
        },
      }),
    exec: (sql) => send({ op: 'exec', tx, sql }),
    transaction: async (work) => {
      // Nested transactions go through savepoints (Drizzle's), never here: one level, like PGlite's own.
      if (tx !== undefined) throw new Error('PGlite transactions do not nest');
      const id = next;
      await send({ op: 'begin' });
      let result;
      try {
        result = await work(handle(id));
      } catch (err) {
        await send({ op: 'end', tx: id, commit: false });
        throw err;
      }
      await send({ op: 'end', tx: id, commit: true });
      return result;
    },
  });
  return {
    client: handle(),
    busyMs: () => worker.performance.eventLoopUtilization().active,
    async close() {
      await send({ op: 'close' });
      await worker.terminate();
    },
  };
}
