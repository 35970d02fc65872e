import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the ledger reports for each transfer it answers (kept here so platform imports no module). */
export type TransferOutcome = 'posted' | 'replayed' | 'insufficient_funds' | 'conflict';

export interface TransferObserver {
  transfer(type: string, outcome: TransferOutcome): void;
}

/** What the job worker reports when it claims a job: how long after its run_at it started. */
export interface JobObserver {
  jobClaimed(kind: string, lagSeconds: number): void;
}

/** The numbers a pg Pool exposes (totalCount, idleCount, waitingCount). */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface Metrics extends TransferObserver, JobObserver {
  registry: Registry;
  /** Times one answered request, labelled by its route pattern (never the raw URL: bounded labels). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** Pool gauges are read at scrape time. */
  watchPool(name: string, pool: PoolStats): void;
}

export function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}

/**
 * One registry per app (tests build several apps in one process). Default metrics include the event
 * loop's delay (nodejs_eventloop_lag_* seconds), heap and GC.
 */
export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const transfers = new Counter({
    name: 'jade_ledger_transfers_total',
    help: 'Ledger transfers answered, by type and outcome (posted, replayed, insufficient_funds, conflict)',
    labelNames: ['type', 'outcome'] as const,
    registers: [registry],
  });
  const jobLag = new Histogram({
    name: 'jade_job_lag_seconds',
    help: 'Time from a job being due (run_at) to a worker claiming it, by queue (job kind)',
    labelNames: ['queue'] as const,
    buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 300, 900],
    registers: [registry],
  });
  const pools = new Map<string, PoolStats>();
  const poolGauge = (name: string, help: string, read: (p: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        for (const [pool, stats] of pools) this.set({ pool }, read(stats));
      },
    });
  poolGauge('jade_db_pool_connections', 'Connections the database pool holds', (p) => p.totalCount);
  poolGauge('jade_db_pool_idle', 'Idle connections in the database pool', (p) => p.idleCount);
  poolGauge('jade_db_pool_waiting', 'Queries waiting for a database connection', (p) => p.waitingCount);

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      requests.observe({ method, route, status_class: statusClass(statusCode) }, seconds);
    },
    transfer(type, outcome) {
      transfers.inc({ type, outcome });
    },
    jobClaimed(kind, lagSeconds) {
      jobLag.observe({ queue: kind }, Math.max(0, lagSeconds));
    },
    watchPool(name, pool) {
      pools.set(name, pool);
    },
  };
}

/** Compares digests so the time taken does not tell how much of the token matched. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Times every request and serves the text format at /metrics. The endpoint is off the public surface:
 * without a configured token, or with a wrong one, it answers exactly as an unknown path does.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => {
    // The pattern (/wps/games/:code), never the URL: unknown paths share one label.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    if (!token || !tokenMatches(request.headers.authorization, token)) return reply.callNotFound();
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}
