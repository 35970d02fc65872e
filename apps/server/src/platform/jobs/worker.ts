import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { JobObserver } from '../metrics/metrics';
import type { DbTransaction, JobRow } from './queue';
import { jobs } from './tables';

/**
 * Runs one job. `tx` is the transaction that holds the job's row lock: whatever the handler writes
 * through it commits together with the job's `done_at`, or not at all. Throwing rolls the handler's
 * writes back and schedules a retry.
 */
export type JobHandler = (input: { tx: DbTransaction; job: JobRow; now: Date }) => Promise<void>;

export interface JobWorkerOptions {
  db: Database;
  handlers: ReadonlyMap<string, JobHandler>;
  /** How often an idle worker looks for due jobs (JOB_POLL_MS, default 5000). */
  pollMs?: number;
  /** The clock that decides what is due; tests move it. */
  now?: () => number;
  /** Recorded in `claimed_by`. */
  instanceId?: string;
  /** A failing job is given up (done, with its last error) after this many attempts. */
  maxAttempts?: number;
  log?: { error: (obj: unknown, msg: string) => void };
  /** Told the lag (now − run_at) of every claimed job (metrics). */
  observer?: JobObserver;
}

export interface JobWorker {
  /** Claims and runs due jobs one at a time until none is left (or `limit` ran); returns how many ran. */
  runDue(limit?: number): Promise<number>;
  start(): void;
  /** Stops polling and waits for the job in progress; due jobs left are for the next instance. */
  stop(): Promise<void>;
}

/** Seconds to wait before attempt n+1: 10 s, 40 s, 90 s… capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 10_000 * attempts * attempts);
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, handlers } = options;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 5000;
  const maxAttempts = options.maxAttempts ?? 10;
  const instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const kinds = [...handlers.keys()];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  /** Claims one due job (skipping rows other instances hold) and runs it in the same transaction. */
  async function runOne(): Promise<boolean> {
    if (kinds.length === 0) return false;
    return db.transaction(async (tx) => {
      const t = new Date(now());
      const [job] = await tx
        .select()
        .from(jobs)
        .where(and(isNull(jobs.doneAt), lte(jobs.runAt, t), inArray(jobs.kind, kinds)))
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return false;
      options.observer?.jobClaimed(job.kind, (t.getTime() - job.runAt.getTime()) / 1000);
      const attempts = job.attempts + 1;
      await tx.update(jobs).set({ claimedAt: t, claimedBy: instanceId, attempts }).where(eq(jobs.id, job.id));
      try {
        // A savepoint: a failing handler's writes are undone while the attempt is still recorded.
        await tx.transaction(async (sp) =>
          handlers.get(job.kind)!({ tx: sp, job: { ...job, attempts }, now: t }),
        );
        await tx.update(jobs).set({ doneAt: t, lastError: null }).where(eq(jobs.id, job.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        options.log?.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
        await tx
          .update(jobs)
          .set({
            lastError: message.slice(0, 2000),
            runAt: new Date(t.getTime() + retryDelayMs(attempts)),
            doneAt: attempts >= maxAttempts ? t : null,
          })
          .where(eq(jobs.id, job.id));
      }
      return true;
    });
  }

  async function runDue(limit = 100, keepGoing = () => true): Promise<number> {
    let count = 0;
    while (count < limit && keepGoing() && (await runOne())) count++;
    return count;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      // After stop() the claimed job finishes and no further one is claimed (graceful shutdown).
      running = runDue(100, () => !stopped)
        .catch((error: unknown) => options.log?.error({ err: error }, 'job poll failed'))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, pollMs);
    timer.unref();
  }

  return {
    runDue: (limit) => runDue(limit),
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
