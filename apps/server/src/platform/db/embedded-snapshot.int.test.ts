import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, TEST_MERCHANT, unique } from '../../../test/accounts';
import { createLedgerService, type LedgerService } from '../../modules/ledger/ledger-service';
import { seedDemo } from '../../seed/seed';
import { serverRoot } from '../config';
import { connectDatabase, type DatabaseHandle } from './client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';
import { clusterRunning, isSnapshot, restoreSnapshot, snapshotCluster } from './embedded-snapshot';
import { runMigrations } from './migrate';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Row counts of every table: what a restore must bring back unchanged. */
async function rowCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const tables = await database.pool.query<{ id: string }>(
    `select format('%I.%I', schemaname, tablename) as id from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { id } of tables.rows) {
    counts[id] = Number((await database.pool.query(`select count(*) as n from ${id}`)).rows[0].n);
  }
  return counts;
}

async function open(dataDir: string): Promise<{ cluster: EmbeddedDatabase; database: DatabaseHandle }> {
  const cluster = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'jade' });
  return { cluster, database: connectDatabase(cluster.url, { max: 2 }) };
}

async function close({ cluster, database }: { cluster: EmbeddedDatabase; database: DatabaseHandle }) {
  await database.close();
  await cluster.stop();
}

const report = async (ledger: LedgerService) => ledger.reconcile();

// The embedded cluster's backup where no pg_dump of its major exists; its own clusters, so once.
describe.runIf(process.env.TEST_DATABASE === 'embedded')('snapshot of the stopped embedded cluster', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'jade-snapshot-'));
    await chmod(root, 0o755); // as root the cluster runs as the postgres user, which must enter it
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('restores into another data folder with a clean reconcile, the same balances and rows', async () => {
    const source = path.join(root, 'source');
    const copy = path.join(root, 'copy');
    const file = path.join(root, 'jade.snapshot.tgz');

    const first = await open(source);
    let before: { counts: Record<string, number>; reconcile: unknown; balances: bigint[] };
    const refs: { kind: 'member'; memberId: number; currency: string }[] = [];
    try {
      await runMigrations(first.database.pool, path.join(serverRoot(), 'migrations'));
      await seedDemo(first.database.db);
      const ledger = createLedgerService(first.database.db);
      for (let i = 0; i < 2; i++) {
        refs.push({ kind: 'member', memberId: (await createMember(first.database)).id, currency: 'MMK' });
      }
      const external = { kind: 'house', house: 'external', currency: 'MMK' } as const;
      const move = (debit: (typeof refs)[number] | typeof external, credit: typeof debit, amount: bigint) =>
        ledger.transfer({
          merchantCode: TEST_MERCHANT,
          idempotencyKey: unique('snap'),
          type: 'adjustment',
          actor: { kind: 'system', id: 'snapshot-test' },
          debit,
          credit,
          amount,
        });
      await move(external, refs[0]!, 40_000n);
      await move(refs[0]!, refs[1]!, 15_000n);
      // A running cluster is refused: its files are not consistent while it writes.
      await expect(snapshotCluster(source, file)).rejects.toThrow(/running: stop the server/);
      before = {
        counts: await rowCounts(first.database),
        reconcile: await report(ledger),
        balances: await Promise.all(refs.map((r) => ledger.balance(r))),
      };
    } finally {
      await close(first);
    }
    expect(await clusterRunning(source)).toBe(false);

    await snapshotCluster(source, file);
    expect(await isSnapshot(file)).toBe(true);
    await restoreSnapshot(copy, file, false);

    const second = await open(copy);
    try {
      const ledger = createLedgerService(second.database.db);
      const after = await report(ledger);
      expect(after.ok).toBe(true);
      expect(after).toEqual(before.reconcile);
      expect(await Promise.all(refs.map((r) => ledger.balance(r)))).toEqual(before.balances);
      expect(before.balances).toEqual([25_000n, 15_000n]);
      expect(await rowCounts(second.database)).toEqual(before.counts);
    } finally {
      await close(second);
    }

    // Over an existing cluster only with force, which sets the old one aside.
    await expect(restoreSnapshot(copy, file, false)).rejects.toThrow(/already holds a cluster.*--force/);
    await restoreSnapshot(copy, file, true);
    expect((await readdir(copy)).filter((name) => name.includes('before-restore')).length).toBe(2);
  });
});
