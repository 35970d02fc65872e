import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from './tables';

/** A transaction of `db.transaction` (also what a nested savepoint gives). */
export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that can run queries: the pool-backed database or an open transaction. */
export type DbOrTx = Database | DbTransaction;

export type JobRow = typeof jobs.$inferSelect;

export interface EnqueueOptions {
  runAt: Date;
  payload?: Record<string, unknown>;
  /** While a job with this key is not done, enqueueing another with the same key does nothing. */
  dedupeKey?: string;
}

/**
 * Adds a job. Pass the caller's transaction so the job exists exactly when the change that needs it
 * commits (e.g. a paid withdrawal and its auto-receive job). Returns the id, or undefined when a job
 * with the same dedupe key is already waiting.
 */
export async function enqueueJob(
  db: DbOrTx,
  kind: string,
  options: EnqueueOptions,
): Promise<number | undefined> {
  const rows = await db
    .insert(jobs)
    .values({
      kind,
      runAt: options.runAt,
      payload: options.payload ?? {},
      dedupeKey: options.dedupeKey ?? null,
    })
    .onConflictDoNothing({
      target: jobs.dedupeKey,
      where: sql`${jobs.dedupeKey} is not null and ${jobs.doneAt} is null`,
    })
    .returning({ id: jobs.id });
  return rows[0]?.id;
}

/** Jobs of a kind that are not done yet (tests and the operator CLI). */
export async function pendingJobs(db: DbOrTx, kind: string): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), isNull(jobs.doneAt)))
    .orderBy(jobs.runAt, jobs.id);
}
