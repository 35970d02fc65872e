import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Background jobs: one row per run. A worker claims due rows with `FOR UPDATE SKIP LOCKED` and runs the
 * handler inside the claiming transaction, so the handler's database effects and `done_at` commit
 * together: a job's effects happen exactly once across instances (docs/operations.md "Jobs").
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    runAt: at('run_at').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** At most one job with this key that is not done (e.g. `withdrawal-auto-receive:42`). */
    dedupeKey: text('dedupe_key'),
    claimedAt: at('claimed_at'),
    claimedBy: text('claimed_by'),
    doneAt: at('done_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
    uniqueIndex('jobs_dedupe_uq')
      .on(t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null and ${t.doneAt} is null`),
  ],
);
