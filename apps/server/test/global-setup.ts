// Starts a throwaway database for the integration project, migrates and seeds it, and hands its URL to
// the tests (`inject('databaseUrl')`). TEST_DATABASE=embedded (default): a fresh embedded cluster in
// <repo>/.data-test/, removed afterwards. TEST_DATABASE=external: a fresh database on the PostgreSQL
// of TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), dropped afterwards.
import { randomBytes } from 'node:crypto';
import { rm, rmdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { serverRoot } from '../src/platform/config';
import { connectDatabase } from '../src/platform/db/client';
import { generateSecretKey } from '../src/platform/crypto/secret-box';
import { startEmbeddedPostgres } from '../src/platform/db/embedded-postgres';
import { runMigrations } from '../src/platform/db/migrate';
import { seedDemo } from '../src/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** The SECRET_KEYS keyring every app of the run seals its seeds with. */
    secretKeys: string;
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The first free loopback port from `start`, so a second run at the same time does not collide. */
async function freePort(start: number): Promise<number> {
  for (let port = start; port < start + 50; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${start}`);
}

async function embedded(): Promise<{ url: string; teardown: () => Promise<void> }> {
  const dataDir = path.join(repoRoot, '.data-test', `run-${randomBytes(4).toString('hex')}`);
  const port = await freePort(Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54339));
  const db = await startEmbeddedPostgres({ dataDir, port, database: 'jade_test' });
  return {
    url: db.url,
    async teardown() {
      await db.stop();
      await rm(dataDir, { recursive: true, force: true });
      // The parent goes too when no other run is using it.
      await rmdir(path.dirname(dataDir)).catch(() => undefined);
    },
  };
}

async function external(): Promise<{ url: string; teardown: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `jade_it_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async teardown() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
      await client.end();
    },
  };
}

export default async function setup(project: TestProject) {
  const mode = process.env.TEST_DATABASE ?? 'embedded';
  if (mode !== 'embedded' && mode !== 'external')
    throw new Error(`TEST_DATABASE must be embedded or external`);
  const database = mode === 'embedded' ? await embedded() : await external();
  try {
    const handle = connectDatabase(database.url, { max: 2 });
    await runMigrations(handle.pool, path.join(serverRoot(), 'migrations'));
    await seedDemo(handle.db);
    await handle.close();
  } catch (error) {
    await database.teardown();
    throw error;
  }
  project.provide('databaseUrl', database.url);
  project.provide('secretKeys', generateSecretKey('test'));
  return database.teardown;
}
