// The embedded database's own thread (PGLITE_WORKER=1): PGlite and its WebAssembly run here, so the API thread only
// sends statements and receives rows. Plain JavaScript: a worker thread starts without the TypeScript loader.
// Messages: { id, op: 'query' | 'exec' | 'begin' | 'end' | 'close', tx?, ... }; answers { id, result } or { id, error }.
import { parentPort, workerData } from 'node:worker_threads';
import { Blob } from 'node:buffer';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, loadDataDir, channels } = workerData;
const pg = await PGlite.create({ dataDir, loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined });
for (const channel of channels)
  await pg.listen(channel, (payload) => parentPort.postMessage({ notification: { channel, payload } }));

/** Open transactions by the id of their 'begin': PGlite's handle, and how to end it. */
const open = new Map();
const identity = (value) => value;

/** The caller's query options: parsers cannot cross threads, so they come as the types to leave as text (Drizzle's). */
function queryOptions(options) {
  if (!options) return undefined;
  const parsers = options.textTypes ? Object.fromEntries(options.textTypes.map((type) => [type, identity])) : undefined;
  return { rowMode: options.rowMode, parsers };
}

/** An error as it can cross threads: its message and every field (code, constraint, detail...) of a PostgreSQL error. */
function errorOf(err) {
  const fields = {};
  for (const [key, value] of Object.entries(err ?? {}))
    if (typeof value !== 'function' && typeof value !== 'object') fields[key] = value;
  return { name: err?.name ?? 'Error', message: err?.message ?? String(err), fields };
}

const handleOf = (tx) => (tx === undefined ? pg : open.get(tx).tx);

async function answer(m) {
  switch (m.op) {
    case 'query': {
      const { rows, fields, affectedRows } = await handleOf(m.tx).query(m.sql, m.params, queryOptions(m.options));
      return { rows, fields, affectedRows };
    }
    case 'exec':
      return (await handleOf(m.tx).exec(m.sql)).map(({ rows, fields, affectedRows }) => ({
        rows,
        fields,
        affectedRows,
      }));
    case 'begin':
      // PGlite runs the transaction while the callback's promise is pending: 'end' settles it (commit or rollback).
      return new Promise((started, failed) => {
        const entry = {};
        entry.done = pg.transaction(
          (tx) =>
            new Promise((commit, rollback) => {
              Object.assign(entry, { tx, commit, rollback });
              open.set(m.id, entry);
              started(null);
            }),
        );
        entry.done.catch(failed);
      });
    case 'end': {
      const entry = open.get(m.tx);
      open.delete(m.tx);
      if (m.commit) entry.commit();
      else entry.rollback(new Error('rolled back'));
      try {
        await entry.done;
      } catch (err) {
        if (m.commit) throw err;
      }
      return null;
    }
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`unknown operation ${m.op}`);
  }
}

parentPort.on('message', (m) => {
  answer(m).then(
    (result) => parentPort.postMessage({ id: m.id, result }),
    (err) => parentPort.postMessage({ id: m.id, error: errorOf(err) }),
  );
});
parentPort.postMessage({ ready: true });
