import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { movableClock, unique } from '../../../test/accounts';
import type { DatabaseHandle } from '../db/client';
import { enqueueJob, pendingJobs } from './queue';
import { jobs } from './tables';
import { createJobWorker, retryDelayMs, type JobHandler } from './worker';

let database: DatabaseHandle;
const clock = movableClock(Date.parse('2030-01-01T00:00:00Z'));

beforeAll(async () => {
  database = openTestDatabase();
  await database.db.execute(sql`create table if not exists job_test_effects (job_kind text, note text)`);
});
afterAll(async () => database.close());

const effects = async (kind: string) =>
  (
    await database.db.execute<{ note: string }>(
      sql`select note from job_test_effects where job_kind = ${kind}`,
    )
  ).rows;

describe('job worker', () => {
  it('runs a due job exactly once across concurrent workers, its effects committed with done_at', async () => {
    const kind = unique('test-job-');
    const handlers = new Map<string, JobHandler>([
      [
        kind,
        async ({ tx, job }) => {
          await tx.execute(sql`select pg_sleep(0.05)`);
          await tx.execute(sql`insert into job_test_effects values (${kind}, ${String(job.payload.n)})`);
        },
      ],
    ]);
    for (let n = 0; n < 6; n++)
      await enqueueJob(database.db, kind, { runAt: new Date(clock.now()), payload: { n } });
    await enqueueJob(database.db, kind, { runAt: new Date(clock.now() + 60_000), payload: { n: 'later' } });
    const workers = Array.from({ length: 4 }, (_, i) =>
      createJobWorker({ db: database.db, handlers, now: clock.now, instanceId: `w${i}` }),
    );
    const ran = await Promise.all(workers.map((w) => w.runDue()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(6);
    expect((await effects(kind)).map((r) => r.note).sort()).toEqual(['0', '1', '2', '3', '4', '5']);
    expect((await pendingJobs(database.db, kind)).map((j) => j.payload.n)).toEqual(['later']);
    clock.advance(60_000);
    expect(await workers[0]!.runDue()).toBe(1);
    expect(await pendingJobs(database.db, kind)).toEqual([]);
  });

  it('rolls back a failing handler, records the error and retries later; gives up after maxAttempts', async () => {
    const kind = unique('test-fail-');
    let calls = 0;
    const handlers = new Map<string, JobHandler>([
      [
        kind,
        async ({ tx }) => {
          calls++;
          await tx.execute(sql`insert into job_test_effects values (${kind}, 'partial')`);
          if (calls < 3) throw new Error(`boom ${calls}`);
        },
      ],
    ]);
    const id = await enqueueJob(database.db, kind, { runAt: new Date(clock.now()) });
    const worker = createJobWorker({ db: database.db, handlers, now: clock.now, maxAttempts: 5 });
    expect(await worker.runDue()).toBe(1);
    const [afterFirst] = await database.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(afterFirst).toMatchObject({ attempts: 1, lastError: 'boom 1', doneAt: null });
    expect(afterFirst!.runAt.getTime()).toBe(clock.now() + retryDelayMs(1));
    expect(await effects(kind)).toEqual([]);
    expect(await worker.runDue()).toBe(0); // not due yet
    clock.advance(retryDelayMs(1));
    await worker.runDue();
    clock.advance(retryDelayMs(2));
    await worker.runDue();
    const [done] = await database.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(done).toMatchObject({ attempts: 3, lastError: null });
    expect(done!.doneAt).not.toBeNull();
    expect(await effects(kind)).toHaveLength(1);

    const hopeless = unique('test-dead-');
    const dead = await enqueueJob(database.db, hopeless, { runAt: new Date(clock.now()) });
    const failing = createJobWorker({
      db: database.db,
      handlers: new Map([[hopeless, async () => Promise.reject(new Error('never'))]]),
      now: clock.now,
      maxAttempts: 2,
    });
    await failing.runDue();
    clock.advance(retryDelayMs(1));
    await failing.runDue();
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, dead!));
    expect(row).toMatchObject({ attempts: 2, lastError: 'never' });
    expect(row!.doneAt).not.toBeNull();
  });

  it('a dedupe key keeps one waiting job; start and stop poll in the background', async () => {
    const kind = unique('test-dedupe-');
    const key = unique('k');
    expect(
      await enqueueJob(database.db, kind, { runAt: new Date(clock.now()), dedupeKey: key }),
    ).toBeDefined();
    expect(
      await enqueueJob(database.db, kind, { runAt: new Date(clock.now()), dedupeKey: key }),
    ).toBeUndefined();
    let ran = 0;
    const worker = createJobWorker({
      db: database.db,
      handlers: new Map([[kind, async () => void ran++]]),
      now: clock.now,
      pollMs: 20,
    });
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await worker.stop();
    expect(ran).toBe(1);
    // Done: the key is free again.
    expect(
      await enqueueJob(database.db, kind, { runAt: new Date(clock.now()), dedupeKey: key }),
    ).toBeDefined();
  });

  it('stop() waits for the claimed job and claims no further one; reports the lag of each job', async () => {
    const kind = unique('test-stop-');
    for (let n = 0; n < 3; n++)
      await enqueueJob(database.db, kind, { runAt: new Date(clock.now() - 4_000), payload: { n } });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const claimed = new Promise<void>((resolve) => (started = resolve));
    let ran = 0;
    const lags: [string, number][] = [];
    const worker = createJobWorker({
      db: database.db,
      handlers: new Map<string, JobHandler>([
        [
          kind,
          async () => {
            started();
            await released;
            ran++;
          },
        ],
      ]),
      now: clock.now,
      pollMs: 10,
      observer: { jobClaimed: (queue, seconds) => void lags.push([queue, seconds]) },
    });
    worker.start();
    await claimed;
    const stopping = worker.stop();
    release();
    await stopping;
    // The claimed job finished and committed; the two others wait for another instance.
    expect(ran).toBe(1);
    expect(await pendingJobs(database.db, kind)).toHaveLength(2);
    expect(lags).toEqual([[kind, 4]]);
  });
});
