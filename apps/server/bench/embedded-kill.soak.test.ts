// The embedded PostgreSQL after `kill -9` of the server (issue 13, item 6): the built server on a data
// folder of its own makes committed transfers, is killed with SIGKILL (its PostgreSQL child lives on,
// orphaned), and is started again on the same folder: it must start (no stale postmaster.pid or orphan
// in the way), with every committed transfer and balance as before and a clean reconcile. Then the
// harder crash: the server and its PostgreSQL both killed, leaving a postmaster.pid of a dead process.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProcessAlive, readPostmasterPid } from '../src/platform/db/embedded-postgres';
import {
  clusterEnv,
  freePort,
  prepareBuild,
  reconcile,
  runOperator,
  startInstance,
  type Build,
  type Instance,
} from './cluster/instances';
import { perform, type OpSpec } from './cluster/money-client';
import { readLedgerFacts, type LedgerFacts } from './cluster/oracle';
import {
  BENCH_MERCHANT,
  fetchSealingKey,
  memberHeaders,
  postLogin,
  type Member,
} from './cluster/player-client';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// Under the repository like the e2e data (as root the postgres user must enter every parent folder).
const dataDir = path.join(repoRoot, '.data-test', `soak-kill-${randomBytes(4).toString('hex')}`);
const clusterDir = path.join(dataDir, 'postgres');
const PLAYER = { username: 'demo_player', password: 'Jade2026!', ip: '10.93.0.1' };

let build: Build;
let env: Record<string, string>;
let pgPort: number;
const started: Instance[] = [];

beforeAll(async () => {
  build = await prepareBuild();
  pgPort = await freePort();
  // An empty DATABASE_URL counts as unset: the embedded PostgreSQL in DATA_DIR.
  env = clusterEnv({ databaseUrl: '', extra: { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) } });
});

afterAll(async () => {
  await Promise.all(started.map((instance) => instance.stop(10_000)));
  // A PostgreSQL left running by a failed test: fast shutdown.
  const running = await readPostmasterPid(clusterDir).catch(() => null);
  if (running && isProcessAlive(running.pid)) {
    process.kill(running.pid, 'SIGINT');
    for (let i = 0; i < 100 && isProcessAlive(running.pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
  await rm(dataDir, { recursive: true, force: true });
  await build?.remove();
});

async function start(name: string): Promise<Instance> {
  const instance = await startInstance(build, { env, name, readyTimeoutMs: 120_000 });
  started.push(instance);
  return instance;
}

/** Kills with SIGKILL and waits for the exit. */
async function crash(instance: Instance) {
  instance.kill('SIGKILL');
  await instance.exited;
  started.splice(started.indexOf(instance), 1);
}

/** Whether `pid` has ended within 10 s (a zombie not reaped yet counts as ended). */
async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (!isProcessAlive(pid)) return true;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function withPool<T>(work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const secret = (await readFile(path.join(dataDir, 'postgres.secret'), 'utf8')).trim();
  const url = `postgres://postgres:${encodeURIComponent(secret)}@127.0.0.1:${pgPort}/jade`;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}

async function ledgerOf(memberId: number): Promise<LedgerFacts> {
  return withPool((pool) => readLedgerFacts(pool, [memberId], { clean: true, output: '' }));
}

async function login(instance: Instance): Promise<Member> {
  const key = await fetchSealingKey(instance.baseUrl);
  const { body } = await postLogin(instance.baseUrl, key, PLAYER);
  if (!body.success || !body.value) throw new Error(`login failed: ${JSON.stringify(body)}`);
  const memberId = await withPool(async (pool) => {
    const { rows } = await pool.query<{ id: number }>(
      'select id from members where username = $1 and merchant_code = $2',
      [PLAYER.username, BENCH_MERCHANT],
    );
    return rows[0]!.id;
  });
  return { memberId, username: PLAYER.username, token: body.value.token, ip: PLAYER.ip };
}

async function mainBalance(instance: Instance, member: Member): Promise<unknown> {
  const response = await fetch(`${instance.baseUrl}/wps/v2/wallets/balance`, {
    headers: memberHeaders(member),
  });
  return ((await response.json()) as { value: unknown }).value;
}

describe('embedded PostgreSQL after kill -9 of the server', () => {
  it('starts again on the same folder with every committed transfer, then survives both processes killed', async () => {
    const first = await start('embedded');
    const member = await login(first);
    const client = { baseUrl: first.baseUrl, member, vendors: ['AUR'], retries: 0 };

    // Committed transfers: wallet transfers acknowledged by the server, and an operator adjustment.
    const acknowledged: string[] = [];
    for (let i = 0; i < 12; i++) {
      const spec: OpSpec = {
        kind: i % 3 === 2 ? 'vendor-out' : 'vendor-in',
        vendor: 'AUR',
        amount: 1_000n + BigInt(i),
      };
      const { op } = await perform(client, spec, randomUUID());
      expect(op.outcome).toBe('acknowledged');
      acknowledged.push(...op.ledgerKeys);
    }
    const adjust = await runOperator(build, env, [
      'adjust',
      PLAYER.username,
      '+12.34',
      '--reason',
      'fault soak',
    ]);
    expect(adjust.code, adjust.output).toBe(0);
    const before = await ledgerOf(member.memberId);
    expect(before.transfers.map((t) => t.ledgerKey)).toEqual(expect.arrayContaining(acknowledged));
    const balanceBefore = await mainBalance(first, member);

    // kill -9 of the server: its PostgreSQL lives on without a parent.
    const orphan = (await readPostmasterPid(clusterDir))!;
    await crash(first);
    expect(isProcessAlive(orphan.pid)).toBe(true);

    const second = await start('embedded-after-kill');
    const restarted = (await readPostmasterPid(clusterDir))!;
    expect(restarted.pid).not.toBe(orphan.pid);
    expect(await gone(orphan.pid)).toBe(true);
    expect(await ledgerOf(member.memberId)).toEqual(before);
    const again = await login(second);
    expect(await mainBalance(second, again)).toEqual(balanceBefore);
    const afterKill = await reconcile(build, env);
    expect(afterKill.clean, afterKill.output).toBe(true);

    // Both processes killed: a postmaster.pid of a dead process stays behind, and the cluster needs
    // crash recovery (the WAL) for what it had not checkpointed.
    const more = await perform(
      { ...client, baseUrl: second.baseUrl, member: again },
      {
        kind: 'vendor-in',
        vendor: 'AUR',
        amount: 777n,
      },
    );
    expect(more.op.outcome).toBe('acknowledged');
    const beforeCrash = await ledgerOf(member.memberId);
    const postgres = (await readPostmasterPid(clusterDir))!;
    await crash(second);
    process.kill(postgres.pid, 'SIGKILL');
    expect(await gone(postgres.pid)).toBe(true);
    expect(await readPostmasterPid(clusterDir)).toEqual(postgres);

    const third = await start('embedded-after-crash');
    expect(await ledgerOf(member.memberId)).toEqual(beforeCrash);
    const afterCrash = await reconcile(build, env);
    expect(afterCrash.clean, afterCrash.output).toBe(true);

    // A clean stop leaves no pid file behind.
    const exit = await third.stop();
    started.splice(started.indexOf(third), 1);
    expect(exit.code).toBe(0);
    expect(await readPostmasterPid(clusterDir)).toBeNull();
  });
});
