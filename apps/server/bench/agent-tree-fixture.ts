// What the agent benches share (team-reports.ts, agent-reports-bench.ts): the command-line options, a
// throwaway database (embedded, or a database created on an --external server and dropped afterwards)
// with the migrations and the demo seed, the accounts and bet-facts modules over it, a big three-level
// member tree, and the latency table (p50/p95/max per call, worst p95 against the 100 ms target).
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createAccounts } from '../src/modules/accounts';
import { createBetFacts, type BetFactsSettings } from '../src/modules/bet-facts';
import { createBrandRepository } from '../src/modules/brand/repository';
import { createBrandService } from '../src/modules/brand/service';
import { createMemoryCache } from '../src/platform/cache/cache';
import { serverRoot } from '../src/platform/config';
import { connectDatabase, type DatabaseHandle } from '../src/platform/db/client';
import { startEmbeddedPostgres } from '../src/platform/db/embedded-postgres';
import { runMigrations } from '../src/platform/db/migrate';
import { createMemoryCounterStore } from '../src/platform/rate-limit/counter-store';
import { seedDemo } from '../src/seed/seed';

/** The bench members' brand (from the demo seed); its time zone is Asia/Manila. */
export const MERCHANT = 'jade_ph';
/** The p95 every agent report must stay under. */
export const TARGET_P95_MS = 100;

/** `--name value` from the command line, or the fallback. */
export function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export function printMachine() {
  console.info(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load ${load()}`);
}

export function printLoadAfter() {
  console.info(`load after: ${load()}`);
}

/**
 * Runs `run` on a fresh database and removes it afterwards: a database created on the `external`
 * server (when given) or an embedded PostgreSQL in a temporary directory (`keep`: left running, its
 * URL printed, to inspect it).
 */
export async function onThrowawayDatabase<T>(
  options: { external: string; name: string; port: number; keep?: boolean },
  run: (url: string, label: 'external' | 'embedded') => Promise<T>,
): Promise<T> {
  if (options.external) {
    const name = `jade_${options.name}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: options.external });
    await admin.connect();
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
    try {
      const url = new URL(options.external);
      url.pathname = `/${name}`;
      return await run(url.toString(), 'external');
    } finally {
      await admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
      await admin.end();
    }
  }
  const dataDir = path.join(tmpdir(), `jade-${options.name}-${randomBytes(4).toString('hex')}`);
  const db = await startEmbeddedPostgres({
    dataDir,
    port: options.port + Math.floor(Math.random() * 90),
    database: `jade_${options.name}`,
  });
  try {
    return await run(db.url, 'embedded');
  } finally {
    if (options.keep) console.info(`kept: ${db.url} (data in ${dataDir})`);
    else {
      await db.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
}

/** A migrated, demo-seeded database and the modules the agent reports stand on. */
export async function openAgentModules(url: string, factsSettings?: Partial<BetFactsSettings>) {
  const handle = connectDatabase(url, { max: 10 });
  try {
    await runMigrations(handle.pool, path.join(serverRoot(), 'migrations'));
    await seedDemo(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  const brands = createBrandService({ repo: createBrandRepository(handle.db), cache: createMemoryCache(0) });
  const accounts = createAccounts({ db: handle.db, brands, counters: createMemoryCounterStore() });
  const facts = createBetFacts({
    db: handle.db,
    tree: accounts.tree,
    timeZoneOf: async () => 'Asia/Manila',
    settings: factsSettings,
  });
  return { handle, brands, accounts, facts };
}

export type AgentTree = { top: number; level1: number[]; level2: number[]; players: number[] };

/**
 * `members` members with usernames `<prefix>top`, `<prefix>a<i>`, `<prefix>s<i>_<j>`, `<prefix>p<n>`:
 * a top agent → 20 agents → 10 sub-agents each → the players spread below the sub-agents.
 * `joinedWithinDays`: each member joined at a random time that many days back (default: now).
 */
export async function buildAgentTree(
  handle: DatabaseHandle,
  { members, prefix, joinedWithinDays }: { members: number; prefix: string; joinedWithinDays?: number },
): Promise<AgentTree> {
  const joined = joinedWithinDays
    ? sql`now() - (random() * interval '1 day' * ${joinedWithinDays})`
    : sql`now()`;
  const insert = async (rows: { username: string; type: number; parentId: number | null }[]) => {
    const result = await handle.db.execute<{ id: number }>(sql`
      insert into members (merchant_code, username, password_hash, has_password, type, parent_id, referral_code,
                           created_at)
      select ${MERCHANT}, x.username, 'x', false, x.type, x."parentId", 'r' || x.username, ${joined}
      from json_to_recordset(${JSON.stringify(rows)}::json) as x(username text, type int, "parentId" int)
      returning id`);
    return result.rows.map((r) => Number(r.id));
  };
  const [top] = await insert([{ username: `${prefix}top`, type: 1, parentId: null }]);
  const level1 = await insert(
    Array.from({ length: 20 }, (_, i) => ({ username: `${prefix}a${i}`, type: 2, parentId: top! })),
  );
  const level2 = await insert(
    level1.flatMap((parent, i) =>
      Array.from({ length: 10 }, (_, j) => ({ username: `${prefix}s${i}_${j}`, type: 2, parentId: parent })),
    ),
  );
  const count = Math.max(0, members - 1 - level1.length - level2.length);
  const players: number[] = [];
  for (let start = 0; start < count; start += 2000)
    players.push(
      ...(await insert(
        Array.from({ length: Math.min(2000, count - start) }, (_, k) => ({
          username: `${prefix}p${start + k}`,
          type: 0,
          parentId: level2[(start + k) % level2.length]!,
        })),
      )),
    );
  return { top: top!, level1, level2, players };
}

/** The agents each call is timed for: the top agent, and five of each level below it. */
export const agentLevels = (tree: AgentTree) => ({
  top: [tree.top],
  level1: tree.level1.slice(0, 5),
  level2: tree.level2.slice(0, 5),
});

export type Timing = { p50: number; p95: number; max: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** `iterations` sequential calls of `call(i)` (after one unmeasured warm-up call with i = 0). */
export async function timeCalls(
  iterations: number,
  call: (i: number) => Promise<unknown>,
  { warm = true } = {},
): Promise<Timing> {
  if (warm) await call(0);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

/**
 * Prints one line per timed call (its label columns padded to `widths`, then p50, p95 and max in ms)
 * and the worst p95; true when every p95 is under the target.
 */
export function printTimings<R extends Timing>(
  label: string,
  rows: R[],
  columns: { [K in keyof R]?: number },
): boolean {
  const keys = Object.keys(columns) as (keyof R & string)[];
  const ms = (x: number) => x.toFixed(1).padStart(8);
  console.info(`${keys.map((k) => k.padEnd(columns[k]!)).join(' ')}   p50 ms   p95 ms   max ms`);
  for (const r of rows)
    console.info(
      `${keys.map((k) => String(r[k]).padEnd(columns[k]!)).join(' ')} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.max)}`,
    );
  const worst = rows.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  const ok = worst.p95 < TARGET_P95_MS;
  console.info(
    `\n[${label}] worst p95: ${worst.p95.toFixed(1)} ms (${keys.map((k) => String(worst[k])).join(', ')}); ` +
      `target < ${TARGET_P95_MS} ms: ${ok ? 'met' : 'NOT met'}`,
  );
  return ok;
}
