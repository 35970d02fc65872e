import type { AppConfig } from '../config';
import { connectDatabase, type DatabaseHandle } from './client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';
import { runMigrations } from './migrate';

export const EMBEDDED_DATABASE_NAME = 'jade';

export interface OpenDatabase {
  handle: DatabaseHandle;
  /** Set when the embedded cluster is in use (started here or joined). */
  embedded: EmbeddedDatabase | null;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts/joins the embedded PostgreSQL in DATA_DIR, and applies the
 * committed migrations. Shared by the server and the operator CLI so both see the same database.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'embeddedPgPort' | 'migrationsDir'>,
  log: (message: string) => void,
  poolSize?: number,
): Promise<OpenDatabase> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      database: EMBEDDED_DATABASE_NAME,
      log,
    });
    url = embedded.url;
  }
  const handle = connectDatabase(url, poolSize ? { max: poolSize } : {});
  try {
    await runMigrations(handle.pool, config.migrationsDir);
  } catch (error) {
    await handle.close();
    await embedded?.stop();
    throw error;
  }
  return {
    handle,
    embedded,
    async close() {
      await handle.close();
      await embedded?.stop();
    },
  };
}
