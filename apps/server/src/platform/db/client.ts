import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Database = NodePgDatabase<Record<string, never>>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** One pool per process; only repositories use `db`. */
export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: 'jade',
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor a checked-out one between two queries (a transaction awaiting the app, a database restart's
  // "terminating connection"): pg-pool listens only while a client is idle, and an 'error' event with
  // no listener kills the process. The transaction's next query fails instead, and the pool drops the
  // broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool);
  let closed = false;
  return {
    db,
    pool,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
