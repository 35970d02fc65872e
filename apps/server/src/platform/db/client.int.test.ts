import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import type { DatabaseHandle } from './client';

let database: DatabaseHandle;
let admin: DatabaseHandle;

beforeAll(() => {
  database = openTestDatabase();
  admin = openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await admin.close();
});

describe('the database pool', () => {
  it('survives a connection cut while a transaction holds it between queries (a database restart)', async () => {
    let cut!: () => void;
    const terminated = new Promise<void>((resolve) => (cut = resolve));
    const transaction = database.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      // What a fast shutdown does to every backend: FATAL 57P01 while this client runs no query.
      await admin.db.execute(sql`select pg_terminate_backend(${rows[0]!.pid})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      cut();
      await tx.execute(sql`select 1`);
    });
    await terminated;
    // Before the fix the client's unhandled 'error' event ended the process here.
    await expect(transaction).rejects.toThrow();
    const { rows } = await database.db.execute<{ ok: number }>(sql`select 1 as ok`);
    expect(rows[0]!.ok).toBe(1);
  });
});
