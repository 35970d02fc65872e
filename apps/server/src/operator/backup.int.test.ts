import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createMember, TEST_MERCHANT, unique } from '../../test/accounts';
import { openTestDatabase } from '../../test/helpers';
import { connectDatabase, type DatabaseHandle } from '../platform/db/client';
import { createLedgerService } from '../modules/ledger/ledger-service';
import { backupDatabase, BackupError, findPgTool, restoreDatabase } from './backup';

const sourceUrl = inject('databaseUrl');

/** A URL of the same server with another database name. */
function sibling(name: string): string {
  const url = new URL(sourceUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: sibling('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Row counts of every table, and every ledger balance: what a restore must bring back unchanged. */
async function snapshot(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ schema: string; name: string }>(
      `select schemaname as schema, tablename as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
    );
    const counts: Record<string, number> = {};
    for (const t of tables.rows) {
      const id = `${client.escapeIdentifier(t.schema)}.${client.escapeIdentifier(t.name)}`;
      counts[`${t.schema}.${t.name}`] = Number(
        (await client.query(`select count(*) as n from ${id}`)).rows[0].n,
      );
    }
    return counts;
  } finally {
    await client.end();
  }
}

const serverMajor = async () =>
  admin(async (c) =>
    Math.floor(Number((await c.query('show server_version_num')).rows[0].server_version_num) / 10_000),
  );

// The embedded cluster (PostgreSQL 18) needs client tools of 18; a machine with older ones only
// (Debian 12 ships 15) skips this run and the CLI says which tools it needs (tested below).
const tools = await serverMajor().then((major) =>
  findPgTool('pg_dump', major).then(
    () => true,
    () => false,
  ),
);

let database: DatabaseHandle;
let dir: string;
const targets: string[] = [];
beforeAll(async () => {
  database = openTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'jade-backup-'));
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
  await admin(async (c) => {
    for (const name of targets)
      await c.query(`drop database if exists ${c.escapeIdentifier(name)} with (force)`);
  });
});

async function freshDatabase(): Promise<string> {
  const name = `jade_restore_${randomBytes(4).toString('hex')}`;
  targets.push(name);
  await admin((c) => c.query(`create database ${c.escapeIdentifier(name)}`));
  return sibling(name);
}

describe.runIf(tools)('backup and restore (operator CLI)', () => {
  it('restores a backup into a fresh database that reconciles with the same balances and rows', async () => {
    const ledger = createLedgerService(database.db);
    const external = { kind: 'house', house: 'external', currency: 'MMK' } as const;
    const members = [await createMember(database), await createMember(database)];
    const refs = members.map((m) => ({ kind: 'member', memberId: m.id, currency: 'MMK' }) as const);
    const transfer = (debit: (typeof refs)[number] | typeof external, credit: typeof debit, amount: bigint) =>
      ledger.transfer({
        merchantCode: TEST_MERCHANT,
        idempotencyKey: unique('backup'),
        type: 'adjustment',
        actor: { kind: 'system', id: 'backup-test' },
        debit,
        credit,
        amount,
      });
    await transfer(external, refs[0]!, 50_000n);
    await transfer(refs[0]!, refs[1]!, 12_345n);
    await transfer(refs[1]!, external, 345n);

    const file = path.join(dir, 'jade.dump');
    await backupDatabase(sourceUrl, file);
    const target = await freshDatabase();
    await restoreDatabase(target, file, false);

    const restored = connectDatabase(target, { max: 2 });
    try {
      const copy = createLedgerService(restored.db);
      const report = await copy.reconcile();
      expect(report.mismatches).toEqual([]);
      expect(report.ok).toBe(true);
      expect(report).toEqual(await ledger.reconcile());
      for (const ref of refs) expect(await copy.balance(ref)).toBe(await ledger.balance(ref));
      expect(await copy.balance(refs[1]!)).toBe(12_000n);
    } finally {
      await restored.close();
    }
    expect(await snapshot(target)).toEqual(await snapshot(sourceUrl));

    // A second restore over the now full database is refused, and replaces it with --force.
    await expect(restoreDatabase(target, file, false)).rejects.toThrow(/not empty.*--force/s);
    await restoreDatabase(target, file, true);
    expect(await snapshot(target)).toEqual(await snapshot(sourceUrl));
  });
});

describe('backup tools', () => {
  it('names the client tools a newer server needs', async () => {
    await expect(findPgTool('pg_dump', 99)).rejects.toThrow(BackupError);
    await expect(findPgTool('pg_dump', 99)).rejects.toThrow(/pg_dump 99 or newer.*PG_BIN_DIR/s);
  });

  it('refuses a missing backup file', async () => {
    await expect(restoreDatabase(await freshDatabase(), path.join(dir, 'none.dump'), false)).rejects.toThrow(
      /no backup file/,
    );
  });
});
