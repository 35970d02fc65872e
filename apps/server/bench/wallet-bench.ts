// Wallet transfers per second beside PostgreSQL's raw single-row-update rate, on the embedded cluster
// and on an external PostgreSQL, in one run:
//
//   npm run bench:wallet -w @jade/server [-- --clients 16 --seconds 10 --external postgres://…/test]
//     [--only embedded|external] [--batch-max 64] [--batch-concurrency 2]
//
// For each database (a fresh one, removed afterwards) it measures, with the same number of concurrent
// clients and the same durability settings (fsync and synchronous_commit as the server runs them):
//   raw     each client: `UPDATE bench_rows SET v = v + 1 WHERE id = <its own row>` (autocommit, a
//           prepared statement: one round trip and one durable commit per update)
//   ledger  each client: ledger.transfer() between its own two member accounts (no lock contention),
//           with group commit (LEDGER_BATCH, the server's default; --batch-max, --batch-concurrency)
//   single  the same without group commit (one ledger_post call and one commit per transfer)
//   hot     each client: ledger.transfer() from the one house account to its own member account
// and prints the rates and ledger/raw.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { serverRoot } from '../src/platform/config';
import { connectDatabase, type DatabaseHandle } from '../src/platform/db/client';
import { startEmbeddedPostgres } from '../src/platform/db/embedded-postgres';
import { runMigrations } from '../src/platform/db/migrate';
import {
  createLedgerService,
  DEFAULT_LEDGER_BATCH,
  type TransferRequest,
} from '../src/modules/ledger/ledger-service';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}

const CLIENTS = Number(option('clients', '16'));
const SECONDS = Number(option('seconds', '5'));
const ROUNDS = Number(option('rounds', '3'));
const EXTERNAL = option(
  'external',
  process.env.BENCH_EXTERNAL_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
const BATCH_MAX = Number(option('batch-max', String(DEFAULT_LEDGER_BATCH.maxSize)));
const BATCH_CONCURRENCY = Number(option('batch-concurrency', String(DEFAULT_LEDGER_BATCH.concurrency)));
/** --only embedded|external: one database (default both). */
const ONLY = option('only', 'both');
const CURRENCY = 'MMK';
const MERCHANT = 'jade_ph';

interface Figures {
  /** Medians over the rounds. */
  raw: number;
  ledger: number;
  single: number;
  hot: number;
  /** Medians of CPU ms per operation (bench process + backends): independent of the machine's load. */
  cpu: { raw: number; ledger: number; single: number; hot: number };
  rounds: Record<'raw' | 'ledger' | 'single' | 'hot', Measure>[];
  settings: Record<string, string>;
  /** Group commit: transfers per batch on average, the largest batch, whole-batch fallbacks. */
  batches: { average: number; largest: number; fallbacks: number };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** CPU time (ms) of a process so far, from /proc (Linux); 0 when it cannot be read. */
function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
const CLOCK_TICKS = 100;

/** The CPU time of this process and of the database's backends (of this database only), by pid. */
async function cpuSnapshot(pool: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  const snapshot = new Map(rows.map((r) => [r.pid, processCpuMs(r.pid)]));
  const own = process.cpuUsage();
  snapshot.set(0, (own.user + own.system) / 1000);
  return snapshot;
}

interface Measure {
  /** Operations per second. */
  rate: number;
  /** CPU milliseconds per operation: this process plus the database's backends. */
  cpu: number;
}

/** Runs `work(client)` on every client in a loop for SECONDS. */
async function drive(pool: pg.Pool, work: (client: number, i: number) => Promise<void>): Promise<Measure> {
  const before = await cpuSnapshot(pool);
  const end = Date.now() + SECONDS * 1000;
  let done = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; Date.now() < end; i++) {
        await work(client, i);
        done++;
      }
    }),
  );
  const rate = done / ((Date.now() - started) / 1000);
  const after = await cpuSnapshot(pool);
  let cpu = 0;
  for (const [pid, ms] of after) cpu += ms - (before.get(pid) ?? 0);
  return { rate, cpu: cpu / done };
}

async function measure(url: string): Promise<Figures> {
  const handle: DatabaseHandle = connectDatabase(url, { max: CLIENTS + 2 });
  try {
    await runMigrations(handle.pool, path.join(serverRoot(), 'migrations'));
    // A brand and one merchant are all the ledger needs (members belong to a merchant).
    await handle.pool.query(
      `insert into brands (code, name, default_language, config) values ('bench', 'Bench', 'EN', '{}'::jsonb)`,
    );
    await handle.pool.query(
      `insert into merchants (code, brand_id, country, country_name, dialing_code, currency, currency_symbol,
         currency_position, languages)
       select $1, id, 'PH', 'Philippines', '63', $2, 'Ks', 'B', '{EN}' from brands where code = 'bench'`,
      [MERCHANT, CURRENCY],
    );
    const settings: Record<string, string> = {};
    for (const name of [
      'server_version',
      'fsync',
      'synchronous_commit',
      'wal_sync_method',
      'shared_buffers',
    ]) {
      settings[name] = (
        await handle.pool.query<{ v: string }>(`select current_setting($1) as v`, [name])
      ).rows[0]!.v;
    }

    // Raw: one row per client.
    await handle.pool.query('create table bench_rows (id integer primary key, v bigint not null)');
    await handle.pool.query('insert into bench_rows select g, 0 from generate_series(0, $1) g', [CLIENTS]);
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        return c;
      }),
    );
    const raw = () =>
      drive(handle.pool, async (client) => {
        await clients[client]!.query({
          name: 'bench-raw',
          text: 'update bench_rows set v = v + 1 where id = $1',
          values: [client],
        });
      });

    // Two members per client, funded from the outside world.
    const members = await handle.db.execute<{ id: number }>(sql`
      insert into members (merchant_code, username, password_hash, referral_code)
      select ${MERCHANT}, 'bench' || g, 'x', 'bench' || g from generate_series(1, ${CLIENTS * 2}) g
      returning id`);
    const ids = members.rows.map((r) => Number(r.id));
    const ledger = createLedgerService(handle.db, {
      batch: { enabled: true, maxSize: BATCH_MAX, concurrency: BATCH_CONCURRENCY },
    });
    const unbatched = createLedgerService(handle.db, { batch: { enabled: false } });
    const run = randomBytes(4).toString('hex');
    const base = (
      key: string,
    ): Pick<TransferRequest, 'merchantCode' | 'idempotencyKey' | 'type' | 'actor'> => ({
      merchantCode: MERCHANT,
      idempotencyKey: key,
      type: 'adjustment',
      actor: { kind: 'system', id: 'bench' },
    });
    const memberRef = (id: number) => ({ kind: 'member' as const, memberId: id, currency: CURRENCY });
    const house = { kind: 'house' as const, house: 'external' as const, currency: CURRENCY };
    for (const id of ids) {
      await ledger.transfer({
        ...base(`fund:${run}:${id}`),
        debit: house,
        credit: memberRef(id),
        amount: 10n ** 12n,
      });
    }

    // Distinct pairs: each client moves 1.00 back and forth between its own two accounts.
    let round = 0;
    const pairs = (service: typeof ledger, tag: string) =>
      drive(handle.pool, async (client, i) => {
        const a = memberRef(ids[client * 2]!);
        const b = memberRef(ids[client * 2 + 1]!);
        await service.transfer({
          ...base(`${tag}:${run}:${round}:${client}:${i}`),
          debit: i % 2 === 0 ? a : b,
          credit: i % 2 === 0 ? b : a,
          amount: 100n,
        });
      });
    // Hot account: every client pays from the same house account.
    const hot = () =>
      drive(handle.pool, async (client, i) => {
        await ledger.transfer({
          ...base(`hot:${run}:${round}:${client}:${i}`),
          debit: house,
          credit: memberRef(ids[client * 2]!),
          amount: 100n,
        });
      });
    // Interleaved rounds, so that the load of anything else on the machine falls on every figure alike.
    const rounds: Figures['rounds'] = [];
    for (round = 0; round < ROUNDS; round++) {
      rounds.push({
        raw: await raw(),
        ledger: await pairs(ledger, 'pair'),
        single: await pairs(unbatched, 'single'),
        hot: await hot(),
      });
      const r = rounds[round]!;
      console.info(
        `  round ${round + 1}: raw ${r.raw.rate.toFixed(0)}/s, wallet ${r.ledger.rate.toFixed(0)}/s (${(r.ledger.rate / r.raw.rate).toFixed(2)}), unbatched ${r.single.rate.toFixed(0)}/s, hot ${r.hot.rate.toFixed(0)}/s; CPU ms per op raw ${r.raw.cpu.toFixed(3)}, wallet ${r.ledger.cpu.toFixed(3)}, unbatched ${r.single.cpu.toFixed(3)}; load average ${loadavg()[0]!.toFixed(1)}`,
      );
    }
    await ledger.close();
    const stats = ledger.batchStats();
    await Promise.all(clients.map((c) => c.end()));
    const report = await ledger.reconcile();
    if (!report.ok)
      throw new Error(
        `the ledger does not reconcile after the benchmark: ${JSON.stringify(report.mismatches)}`,
      );
    return {
      raw: median(rounds.map((r) => r.raw.rate)),
      ledger: median(rounds.map((r) => r.ledger.rate)),
      single: median(rounds.map((r) => r.single.rate)),
      hot: median(rounds.map((r) => r.hot.rate)),
      cpu: {
        raw: median(rounds.map((r) => r.raw.cpu)),
        ledger: median(rounds.map((r) => r.ledger.cpu)),
        single: median(rounds.map((r) => r.single.cpu)),
        hot: median(rounds.map((r) => r.hot.cpu)),
      },
      rounds,
      settings,
      batches: {
        average: stats.batches ? stats.items / stats.batches : 0,
        largest: stats.largest,
        fallbacks: stats.fallbacks,
      },
    };
  } finally {
    await handle.close();
  }
}

async function embedded(): Promise<Figures> {
  const dataDir = path.join(tmpdir(), `jade-wallet-bench-${randomBytes(4).toString('hex')}`);
  const db = await startEmbeddedPostgres({
    dataDir,
    port: 54500 + Math.floor(Math.random() * 90),
    database: 'jade_bench',
  });
  try {
    return await measure(db.url);
  } finally {
    await db.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function external(): Promise<Figures> {
  const name = `jade_wallet_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: EXTERNAL });
  await admin.connect();
  await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  try {
    const url = new URL(EXTERNAL);
    url.pathname = `/${name}`;
    return await measure(url.toString());
  } finally {
    await admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
    await admin.end();
  }
}

function print(label: string, f: Figures) {
  const ratio = (x: number) => (x / f.raw).toFixed(2);
  console.info(
    `\n${label} (PostgreSQL ${f.settings.server_version}; fsync=${f.settings.fsync}, synchronous_commit=${f.settings.synchronous_commit}, wal_sync_method=${f.settings.wal_sync_method}, shared_buffers=${f.settings.shared_buffers})`,
  );
  console.info(`  raw single-row updates   ${f.raw.toFixed(0).padStart(7)} /s`);
  console.info(`  wallet transfers         ${f.ledger.toFixed(0).padStart(7)} /s   ratio ${ratio(f.ledger)}`);
  console.info(
    `    group commit: ${f.batches.average.toFixed(1)} transfers per batch on average, largest ${f.batches.largest}, ${f.batches.fallbacks} batches posted one by one`,
  );
  console.info(`  unbatched transfers      ${f.single.toFixed(0).padStart(7)} /s   ratio ${ratio(f.single)}`);
  console.info(`  hot-account transfers    ${f.hot.toFixed(0).padStart(7)} /s   ratio ${ratio(f.hot)}`);
  const per = (x: number) => `${x.toFixed(3)} ms (${(f.cpu.raw / x).toFixed(2)} of raw's efficiency)`;
  console.info(
    `  CPU per operation (this process + backends): raw ${f.cpu.raw.toFixed(3)} ms, wallet ${per(f.cpu.ledger)}, unbatched ${per(f.cpu.single)}, hot ${per(f.cpu.hot)}`,
  );
}

async function main() {
  console.info(
    `Wallet benchmark: ${CLIENTS} clients, ${ROUNDS} rounds of ${SECONDS} s per measure (medians); group commit up to ${BATCH_MAX} transfers, ${BATCH_CONCURRENCY} in flight; ${cpus().length} × ${cpus()[0]?.model ?? '?'}; Node ${process.version}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const e = ONLY === 'external' ? undefined : (console.info('Embedded PostgreSQL…'), await embedded());
  const x = ONLY === 'embedded' ? undefined : (console.info('External PostgreSQL…'), await external());
  if (e) print('Embedded PostgreSQL', e);
  if (x) print(`External PostgreSQL (${new URL(EXTERNAL).host})`, x);
  console.info(
    `\nLoad average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
