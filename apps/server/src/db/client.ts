import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * The one transaction type. A transaction has the database's query surface, so a repository
 * function taking a `Db` takes a `Tx` as it is (no cast); take `Tx` only where the work must run
 * inside a transaction (a row lock).
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Runs plain SQL (several statements allowed); used by migrations. */
  exec(text: string): Promise<void>;
  /** Runs fn with exclusive use of one connection, so session-level locks hold. */
  withConnection<T>(fn: (exec: (text: string) => Promise<unknown[]>) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /**
   * Subscribes to NOTIFY messages on `channel` (PostgreSQL: one dedicated connection, reconnected
   * when lost; PGlite: its own listen). `onState(true)` once listening, `onState(false)` whenever
   * messages may have been missed (the connection dropped): a cache must then forget everything.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * Opens PostgreSQL or PGlite. Each driver is imported only when it is the one in use (a PGlite
 * server never loads pg, and the other way round): less to load at start-up.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on the next query.
    });
    // A client in use (a transaction between two queries, a query under way) that loses its
    // connection (PostgreSQL restarting) also emits 'error'; the pool listens only to idle ones,
    // and an 'error' nobody listens to ends the process. Its queries fail (the request answers
    // 503) and the pool drops it when it is released.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      exec: async (text) => {
        await pool.query(text);
      },
      withConnection: async (fn) => {
        const client = await pool.connect();
        try {
          return await fn(async (text) => (await client.query(text)).rows);
        } finally {
          client.release();
        }
      },
      ping: () => ping(db),
      listen: (channel, onMessage, onState) => listenPostgres(pg, options.url, channel, onMessage, onState),
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const client: PGlite = options.loadDataDir
    ? await PGlite.create({ loadDataDir: options.loadDataDir })
    : await PGlite.create(options.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    exec: async (text) => {
      await client.exec(text);
    },
    // PGlite is a single connection already.
    withConnection: (fn) => fn(async (text) => (await client.query(text)).rows),
    ping: () => ping(db),
    listen: async (channel, onMessage, onState) => {
      const unlisten = await client.listen(channel, onMessage);
      onState(true);
      return async () => {
        onState(false);
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** LISTEN on a connection of its own, reconnecting (every second) for as long as it is wanted. */
async function listenPostgres(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    const lost = () => {
      if (client !== next) return;
      client = null;
      onState(false);
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), 1000);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (!stopped && client === next) onState(true);
    } catch (error) {
      lost();
      throw error;
    }
  };
  try {
    await connect();
  } catch {
    // Not listening yet: retried every second; until then the cache stays off (onState(false)).
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    onState(false);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
