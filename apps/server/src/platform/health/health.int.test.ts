// GET /healthz and /readyz for the load balancer, and the graceful close that SIGTERM runs.
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { serverRoot } from '../config';
import { connectDatabase, type DatabaseHandle } from '../db/client';
import { createReadiness, databaseCheck, migrationsCheck, type Readiness } from './readiness';

const MIGRATIONS = path.join(serverRoot(), 'migrations');

let database: DatabaseHandle;
let app: FastifyInstance;
let readiness: Readiness;

beforeAll(async () => {
  database = openTestDatabase();
  // What main.ts builds: the database answers and every migration of the folder is applied.
  readiness = createReadiness({
    database: databaseCheck(database.pool),
    migrations: migrationsCheck(database.pool, MIGRATIONS),
  });
  // Maintenance on for everyone: the probes must still answer.
  app = await createTestApp(database, {
    config: { overrides: { maintenance: true, maintenanceEnd: undefined, regionRestriction: true } },
    deps: { readiness },
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('/healthz and /readyz', () => {
  it('answers alive and ready with plain JSON, even in maintenance and region restriction', async () => {
    // The gates do hold for the player API.
    expect((await app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameVendor' })).statusCode).toBe(503);
    const alive = await app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the database when it does not answer', async () => {
    // A pool on a port where nothing listens: as a database that went down.
    const down = connectDatabase('postgres://jade@127.0.0.1:1/none', { max: 1 });
    const other = await createTestApp(database, {
      deps: { readiness: createReadiness({ database: databaseCheck(down.pool) }) },
    });
    try {
      const answer = await other.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().status).toBe('not ready');
      expect(answer.json().checks.database).toMatch(/ECONNREFUSED|connect/);
      expect((await other.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await other.close();
      await down.close();
    }
  });

  it('answers 503 when the folder holds a migration the database has not applied', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'jade-migrations-'));
    try {
      const journal = JSON.parse(await readFile(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
        entries: { when: number; tag: string }[];
      };
      const last = journal.entries.at(-1)!;
      journal.entries.push({ ...last, when: last.when + 1000, tag: '9999_not_applied' });
      await mkdir(path.join(folder, 'meta'));
      await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
      const newer = createReadiness({ migrations: migrationsCheck(database.pool, folder) });
      expect(await newer.report()).toEqual({
        ready: false,
        checks: { migrations: 'migrations not applied' },
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('answers 503 at once when shutdown begins, while /healthz stays 200', async () => {
    const draining = createReadiness({ database: databaseCheck(database.pool) });
    const other = await createTestApp(database, { deps: { readiness: draining } });
    try {
      expect((await other.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      draining.beginShutdown();
      const answer = await other.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'not ready', checks: { shutdown: 'shutting down' } });
      expect((await other.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

/** One request on a connection of its own (no keep-alive pool): status and body, or the error. */
function get(port: number, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe('graceful close', () => {
  it('lets an in-flight request finish after close() begins, while new connections are refused', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    const served = await createTestApp(database, {
      beforeReady: (a) =>
        a.get('/test/slow', async () => {
          arrived();
          await released;
          // The database is still there for a request that was in flight.
          const { rows } = await database.pool.query<{ n: number }>('select 1 as n');
          return { done: rows[0]!.n };
        }),
    });
    await served.listen({ port: 0, host: '127.0.0.1' });
    const { port } = served.server.address() as AddressInfo;
    const slow = get(port, '/test/slow');
    await inFlight;
    let closed = false;
    const closing = served.close().then(() => (closed = true));
    // A new request is not served: refused or reset (depending on how far close() got), or a 503.
    const refused = await get(port, '/healthz').then(
      (answer) => answer.status,
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect([503, 'ECONNREFUSED', 'ECONNRESET']).toContain(refused);
    expect(closed).toBe(false);
    release();
    expect(await slow).toEqual({ status: 200, body: JSON.stringify({ done: 1 }) });
    await closing;
    expect(closed).toBe(true);
  });
});
