import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** One dependency the instance needs to serve; throws (or rejects) when it is not usable. */
export type ReadinessCheck = () => Promise<void>;

export interface ReadinessReport {
  ready: boolean;
  /** `ok`, or why the check failed. */
  checks: Record<string, string>;
}

export interface Readiness {
  report(): Promise<ReadinessReport>;
  /** From now on every report is "not ready" at once, so a load balancer drains this instance. */
  beginShutdown(): void;
  readonly shuttingDown: boolean;
}

/** A check that does not answer within this time counts as failed (a probe must not hang). */
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout(check: ReadinessCheck, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

export function createReadiness(
  checks: Record<string, ReadinessCheck>,
  timeoutMs = CHECK_TIMEOUT_MS,
): Readiness {
  let shuttingDown = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
    async report() {
      if (shuttingDown) return { ready: false, checks: { shutdown: 'shutting down' } };
      const entries = await Promise.all(
        Object.entries(checks).map(async ([name, check]) => {
          try {
            await withTimeout(check, timeoutMs);
            return [name, 'ok'] as const;
          } catch (error) {
            return [name, error instanceof Error ? error.message : String(error)] as const;
          }
        }),
      );
      return { ready: entries.every(([, result]) => result === 'ok'), checks: Object.fromEntries(entries) };
    },
  };
}

/** Anything that runs SQL and returns rows (a pg Pool, or a drizzle database's `$client`). */
export interface SqlClient {
  query<R extends object>(text: string): Promise<{ rows: R[] }>;
}

export const databaseCheck =
  (client: SqlClient): ReadinessCheck =>
  async () => {
    await client.query('select 1');
  };

/**
 * Every migration of the folder's journal is applied: drizzle records each one's `when` as created_at
 * in drizzle.__drizzle_migrations, so the newest applied must be at least the journal's newest. An
 * instance of a newer build on an older schema is not ready (its queries would fail).
 */
export function migrationsCheck(client: SqlClient, migrationsFolder: string): ReadinessCheck {
  let newest: Promise<number> | undefined;
  const journalNewest = async () => {
    const text = await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
    const journal = JSON.parse(text) as { entries: { when: number }[] };
    return Math.max(0, ...journal.entries.map((entry) => entry.when));
  };
  return async () => {
    // The folder does not change while the process runs: read it once (a failed read is retried).
    newest ??= journalNewest().catch((error: unknown) => {
      newest = undefined;
      throw error;
    });
    const wanted = await newest;
    const { rows } = await client.query<{ applied: string | null }>(
      'select max(created_at)::text as applied from drizzle.__drizzle_migrations',
    );
    const applied = Number(rows[0]?.applied ?? 0);
    if (applied < wanted) throw new Error('migrations not applied');
  };
}

/**
 * GET /healthz (alive: no I/O) and GET /readyz (dependencies). Plain JSON outside /wps, registered on
 * the app itself, so maintenance, region restriction and rate limits (per call) never apply to them.
 */
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  // Probes come every few seconds: their log lines would bury the rest.
  // Not part of the documented API (OpenAPI): they are for the platform, not for clients.
  const quiet = { logLevel: 'warn', schema: { hide: true } } as const;
  app.get('/healthz', quiet, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', quiet, async (_request, reply) => {
    const report = await readiness.report();
    return reply
      .code(report.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: report.ready ? 'ready' : 'not ready', checks: report.checks });
  });
}
