import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './tables';
import { serverPath } from '../lib/server-root';
import { startPgliteWorker } from './pglite-worker-client';

/** The one database handle type: PGlite and node-postgres both give a Drizzle PgDatabase; transactions are one too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server's URL (PostgreSQL only): other processes share it, so notifications go through LISTEN/NOTIFY. */
  url?: string;
  /**
   * Messages on the channels every connection LISTENs on (DB_CHANNELS), delivered before the statement that sent
   * them resolves in this process, and from other processes as soon as they commit.
   */
  onNotification(channel: DbChannel, listener: (payload: string) => void): () => void;
  /** False while no connection is listening (PostgreSQL pool drained or broken): notifications may be missed. */
  listening(): boolean;
  /** Connections of the PostgreSQL pool (none for PGlite). */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  /** Busy time of the database thread, ms (PGlite on its worker thread only). */
  databaseThreadMs?(): number;
  close(): Promise<void>;
}

/** Channels written by database triggers (see the migrations), heard on every connection. */
export const DB_CHANNELS = ['session_revocations'] as const;
export type DbChannel = (typeof DB_CHANNELS)[number];

function notificationHub() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (channel: string, payload: string) => emitter.emit(channel, payload),
    on(channel: DbChannel, listener: (payload: string) => void) {
      emitter.on(channel, listener);
      return () => void emitter.off(channel, listener);
    },
  };
}

const migrationsFolder = serverPath('drizzle');

export type DatabaseSource =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; worker?: boolean };

/** Opens the database (PostgreSQL when a URL is given, else embedded PGlite) and applies pending migrations. */
export async function openDatabase(source: DatabaseSource): Promise<Database> {
  const hub = notificationHub();
  if (source.kind === 'postgres') {
    // Every pooled connection LISTENs before its first query: a connection that commits a NOTIFY receives it
    // before that COMMIT resolves, so a process sees its own revocations at once, and others' as they commit.
    let listeningClients = 0;
    class ListeningClient extends pg.Client {
      constructor(config: pg.ClientConfig) {
        super(config);
        this.on('notification', (m) => m.payload !== undefined && hub.emit(m.channel, m.payload));
      }
      // pg-pool calls connect(callback); LISTEN runs before the pool hands the connection out.
      override connect(): Promise<pg.Client>;
      override connect(callback: (err: Error | null, client?: pg.Client) => void): void;
      override connect(callback?: (err: Error | null, client?: pg.Client) => void): Promise<pg.Client> | void {
        const ready = super
          .connect()
          .then(() => this.query(DB_CHANNELS.map((c) => `LISTEN ${pg.escapeIdentifier(c)}`).join(';')))
          .then(() => {
            listeningClients++;
            return this as pg.Client;
          });
        if (!callback) return ready;
        ready.then(
          (client) => callback(null, client),
          (err: Error) => callback(err),
        );
      }
    }
    const pool = new pg.Pool({
      connectionString: source.url,
      max: source.poolSize ?? 10,
      Client: ListeningClient as unknown as typeof pg.Client,
    });
    pool.on('remove', () => void (listeningClients = Math.max(0, listeningClients - 1)));
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      url: source.url,
      onNotification: hub.on,
      listening: () => listeningClients > 0,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  if (source.dataDir) mkdirSync(source.dataDir, { recursive: true });
  if (source.worker) {
    // Its notifications come back as messages, ahead of the answer to the statement that sent them.
    const worker = await startPgliteWorker(source, DB_CHANNELS, hub.emit);
    const db = drizzlePglite({ client: worker.client as unknown as PGlite, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      onNotification: hub.on,
      listening: () => true,
      poolStats: () => undefined,
      close: worker.close,
      databaseThreadMs: worker.busyMs,
    };
  }
  const client = await PGlite.create({ dataDir: source.dataDir, loadDataDir: source.loadDataDir });
  // One in-process connection: its notifications arrive before the statement that sent them resolves.
  for (const channel of DB_CHANNELS) await client.listen(channel, (payload) => hub.emit(channel, payload));
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    onNotification: hub.on,
    listening: () => true,
    poolStats: () => undefined,
    close: () => client.close(),
  };
}

/** Migrates a fresh in-memory PGlite and returns its data directory as a tarball, for fast test databases. */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const client = await PGlite.create();
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
