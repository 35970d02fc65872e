// The fault soak (issue 13, item 6), shared by `npm run bench:soak` (fault-soak.ts, the full run) and the
// reduced run of `npm test` (fault-soak.soak.test.ts):
//
//   1. a PostgreSQL of the soak's own (private-postgres.ts), a Redis DB index of its own, N built server
//      instances on them behind the round-robin proxy;
//   2. `clients` bench members, each driven by one client doing its share of `ops` mixed money calls
//      one after another (wallet transfers in and out of vendor sub-wallets, in-house slot rounds, wallet
//      returns), each with its own idempotency key and the client's bounded retries (money-client.ts);
//   3. meanwhile: the database restarted once (at `dbRestartAt` of the ops) and one instance killed
//      with SIGKILL once (at `killAt`), then started again;
//   4. the oracle (oracle.ts) over the clients' records and the ledger, unknown outcomes resolved
//      through the ledger; then every unknown operation and a sample of acknowledged ones sent again
//      with the same key (a replay must move nothing new and answer what the ledger holds), and the
//      oracle once more on the final ledger.
import { connectDatabase } from '../../src/platform/db/client';
import { checkSoak, readLedgerFacts, type ClientOp, type Movement, type Verdict } from './oracle';
import {
  claimRedisDb,
  clusterEnv,
  prepareBuild,
  reconcile,
  startInstance,
  startInstances,
  type Instance,
} from './instances';
import { fundingOp, perform, type Attempt, type MoneyClientOptions, type OpSpec } from './money-client';
import { createBenchMembers, loginMembers, type Member } from './player-client';
import { startPrivatePostgres } from './private-postgres';
import { startProxy } from './proxy';

export interface SoakOptions {
  ops: number;
  clients: number;
  instances: number;
  /** Share of the ops after which the database is restarted once; null: never. */
  dbRestartAt: number | null;
  /** Share of the ops after which one instance gets SIGKILL; null: never. */
  killAt: number | null;
  /** Sends after the first with the same key, per operation (0: a client that never retries). */
  retries: number;
  /** Start the killed instance again (a new process on a new port, put back behind the proxy). */
  restartKilled: boolean;
  /** Each member's opening balance, minor units. */
  fundMinor: bigint;
  /** Progress lines. */
  log: (line: string) => void;
  /** Everything is torn down and the run fails after this long. */
  hardTimeoutMs: number;
  /** Aborting tears everything down too (SIGINT in the CLI). */
  signal?: AbortSignal;
}

export const DEFAULT_SOAK: SoakOptions = {
  ops: 10_000,
  clients: 100,
  instances: 2,
  dbRestartAt: 0.3,
  killAt: 0.6,
  retries: 5,
  restartKilled: true,
  fundMinor: 500_000n,
  log: () => undefined,
  hardTimeoutMs: 15 * 60_000,
};

/** The vendor sub-wallets in play (enabled demo vendors, not in maintenance). */
const VENDORS = ['AUR', 'BMB'];
/** Acknowledged operations sent again after the run: one in this many. */
const REPLAY_SAMPLE = 20;
/** A fault's window for counting errors runs this long past its recovery. */
export const WINDOW_TAIL_MS = 3_000;

export interface FaultReport {
  kind: 'database restart' | 'SIGKILL';
  /** Operations done when it struck. */
  atOp: number;
  /** ms from the start of the traffic. */
  atMs: number;
  /** Restart: database down (stop + start). SIGKILL: until the new instance was ready (or the kill). */
  recoveryMs: number;
  /** Attempts that got no definite answer from the fault until WINDOW_TAIL_MS after recovery (or the next fault). */
  failedAttempts: number;
  failedByStatus: Record<string, number>;
  /** ms from the fault to the last failed attempt in the window (0: none failed). */
  lastFailureAfterMs: number;
  detail: string;
}

export interface SoakResult {
  options: Omit<SoakOptions, 'log' | 'fundMinor'> & { fund: string };
  /** Operations the clients sent (each counted once, whatever its retries). */
  opsDone: number;
  elapsedMs: number;
  opsPerSecond: number;
  outcomes: Record<ClientOp['outcome'], number>;
  refusals: Record<string, number>;
  /** Operations that needed more than one attempt. */
  retriedOps: number;
  /** Retried operations answered as a replay: an earlier attempt had applied them, its answer lost. */
  appliedUnseen: number;
  attempts: number;
  failedAttempts: number;
  faults: FaultReport[];
  /** Instances that died without being killed by the soak (a server that does not survive a fault). */
  unexpectedExits: string[];
  /** Oracle over the records as the clients left them (unknown outcomes resolved through the ledger). */
  verdict: Verdict;
  replay: { sent: number; unknownSettled: number; mismatches: string[] };
  /** Oracle after the replays, on the final ledger. */
  finalVerdict: Verdict;
  ok: boolean;
}

/** One operation as its client keeps it: what it asked, for whom, and what it recorded. */
interface Sent {
  spec: OpSpec;
  member: Member;
  op: ClientOp;
  refusal?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function randomSpec(): OpSpec {
  const roll = Math.random();
  const vendor = VENDORS[Math.floor(Math.random() * VENDORS.length)]!;
  // 1.00 to 50.00 in whole cents; a transfer out of a sub-wallet holding less is refused (a refusal).
  const amount = BigInt(100 + Math.floor(Math.random() * 4_901));
  if (roll < 0.4) return { kind: 'spin', bet: Math.random() < 0.5 ? 250n : 500n };
  if (roll < 0.65) return { kind: 'vendor-in', vendor, amount };
  if (roll < 0.9) return { kind: 'vendor-out', vendor, amount };
  return { kind: 'return' };
}

const sameMoves = (a: readonly Movement[], b: readonly Movement[]) =>
  a.length === b.length &&
  a.every((m) =>
    b.some((n) => n.ledgerKey === m.ledgerKey && n.amount === m.amount && n.from === m.from && n.to === m.to),
  );

export async function runSoak(overrides: Partial<SoakOptions> = {}): Promise<SoakResult> {
  const options = { ...DEFAULT_SOAK, ...overrides };
  const { log } = options;
  const cleanups: (() => Promise<unknown>)[] = [];
  let cleaning: Promise<void> | undefined;
  // Last in, first out; each step on its own so one failure does not leave the rest running.
  const cleanup = () =>
    (cleaning ??= (async () => {
      for (const step of cleanups.reverse())
        await step().catch((error: unknown) => log(`cleanup: ${String(error)}`));
    })());
  let timer: NodeJS.Timeout | undefined;
  const aborted = new Promise<never>((_, reject) => {
    const stop = (why: string) => {
      log(`${why}: tearing down`);
      void cleanup().then(() => reject(new Error(`fault soak: ${why}`)));
    };
    timer = setTimeout(() => stop(`hard timeout after ${options.hardTimeoutMs} ms`), options.hardTimeoutMs);
    options.signal?.addEventListener('abort', () => stop('interrupted'), { once: true });
  });
  try {
    return await Promise.race([soak(options, cleanups), aborted]);
  } finally {
    clearTimeout(timer);
    await cleanup();
  }
}

async function soak(options: SoakOptions, cleanups: (() => Promise<unknown>)[]): Promise<SoakResult> {
  const { log } = options;
  const build = await prepareBuild();
  cleanups.push(() => build.remove());
  const pg = await startPrivatePostgres();
  cleanups.push(() => pg.stop());
  const redis = await claimRedisDb();
  cleanups.push(() => redis.release());
  log(`private PostgreSQL on :${pg.port}, Redis DB ${redis.index}`);

  const env = clusterEnv({ databaseUrl: pg.url, redisUrl: redis.url });
  const instances = await startInstances(build, env, options.instances);
  const running = new Set<Instance>(instances);
  cleanups.push(() => Promise.all([...running].map((i) => i.stop(10_000))));
  const killed = new Set<Instance>();
  const unexpectedExits: string[] = [];
  let stopping = false;
  const watch = (instance: Instance) =>
    void instance.exited.then((exit) => {
      running.delete(instance);
      if (killed.has(instance) || stopping) return;
      const line = `instance ${instance.name} died unasked: exit code ${exit.code}, signal ${exit.signal}`;
      log(`${line}; its last output:\n${instance.output().split('\n').slice(-30).join('\n')}`);
      unexpectedExits.push(line);
    });
  cleanups.push(async () => (stopping = true));
  instances.forEach(watch);
  const proxy = await startProxy(instances);
  cleanups.push(() => proxy.close());
  log(
    `${instances.length} instances (${instances.map((i) => `${i.name} :${i.port}`).join(', ')}), proxy :${proxy.port}`,
  );

  const handle = connectDatabase(pg.url, { max: 4 });
  cleanups.push(() => handle.close());
  const bench = await createBenchMembers(handle.db, {
    count: options.clients,
    prefix: 'soak',
    fundMinor: options.fundMinor,
  });
  const members = await loginMembers(proxy.baseUrl, bench, 91);
  log(`${members.length} members funded and logged in`);

  const records: Sent[] = [];
  let appliedUnseen = 0;
  const attempts: Attempt[] = [];
  const clientOptions = (member: Member, counted = true): MoneyClientOptions => ({
    baseUrl: proxy.baseUrl,
    member,
    vendors: VENDORS,
    retries: options.retries,
    ...(counted ? { onAttempt: (attempt: Attempt) => attempts.push(attempt) } : {}),
  });

  // Faults strike when the count of finished operations crosses their share.
  const faults: (FaultReport & { start: number; end: number })[] = [];
  const pendingFaults: Promise<void>[] = [];
  // A fault that could not be staged (say, the replacement did not start) fails the run once the
  // clients are done; caught at once so it is no unhandled rejection meanwhile.
  let faultError: unknown;
  let done = 0;
  const started = Date.now();
  const schedule = [
    { at: options.dbRestartAt, fired: false, run: () => restartDatabase() },
    { at: options.killAt, fired: false, run: () => killInstance() },
  ];
  const onDone = () => {
    done++;
    for (const fault of schedule) {
      if (fault.at === null || fault.fired || done < Math.floor(fault.at * options.ops)) continue;
      fault.fired = true;
      pendingFaults.push(fault.run().catch((error: unknown) => void (faultError ??= error)));
    }
  };

  async function restartDatabase() {
    const at = done;
    const start = Date.now();
    log(`fault: restarting the database after ${at} operations`);
    const { downMs } = await pg.restart();
    faults.push({
      kind: 'database restart',
      atOp: at,
      atMs: start - started,
      recoveryMs: downMs,
      start,
      end: Date.now() + WINDOW_TAIL_MS,
      detail: 'fast shutdown (connections cut, transactions in flight rolled back), then start',
      failedAttempts: 0,
      failedByStatus: {},
      lastFailureAfterMs: 0,
    });
  }

  async function killInstance() {
    const at = done;
    const victim = [...running].at(-1);
    if (!victim) return;
    const start = Date.now();
    log(`fault: SIGKILL to instance ${victim.name} (pid ${victim.pid}) after ${at} operations`);
    killed.add(victim);
    victim.kill('SIGKILL');
    await victim.exited;
    let detail = `instance ${victim.name} killed with SIGKILL`;
    if (options.restartKilled) {
      const again = await startInstance(build, { env, name: `${victim.name}2` });
      running.add(again);
      watch(again);
      proxy.setUpstreams([...running]);
      detail += `, ${again.name} started in its place and put behind the proxy`;
    } else {
      proxy.setUpstreams([...running]);
    }
    faults.push({
      kind: 'SIGKILL',
      atOp: at,
      atMs: start - started,
      recoveryMs: Date.now() - start,
      start,
      end: Date.now() + WINDOW_TAIL_MS,
      detail,
      failedAttempts: 0,
      failedByStatus: {},
      lastFailureAfterMs: 0,
    });
  }

  const share = (i: number) =>
    Math.floor(options.ops / options.clients) + (i < options.ops % options.clients ? 1 : 0);
  await Promise.all(
    members.map(async (member, i) => {
      const client = clientOptions(member);
      for (let n = 0; n < share(i); n++) {
        // Every instance died (a server that does not survive a fault): nothing left to learn.
        if (running.size === 0) return;
        const spec = randomSpec();
        const { op, refusal, replayed } = await perform(client, spec);
        if (replayed && op.attempts > 1) appliedUnseen++;
        records.push({ spec, member, op, refusal });
        onDone();
        // A player's think time, short: the soak wants traffic across the faults.
        await sleep(Math.random() * 10);
      }
    }),
  );
  await Promise.all(pendingFaults);
  if (faultError) throw faultError;
  const elapsedMs = Date.now() - started;
  log(`${records.length} operations in ${(elapsedMs / 1000).toFixed(1)} s`);

  const retriedOps = records.filter((r) => r.op.attempts > 1).length;
  for (const fault of faults) {
    // A window ends early where the next fault begins, so no failure counts twice.
    const next = Math.min(...faults.map((f) => f.start).filter((start) => start > fault.start));
    const end = Math.min(fault.end, next);
    const failed = attempts.filter((a) => !a.ok && a.at >= fault.start && a.at < end);
    fault.failedAttempts = failed.length;
    for (const a of failed) fault.failedByStatus[a.status] = (fault.failedByStatus[a.status] ?? 0) + 1;
    fault.lastFailureAfterMs = failed.length ? Math.max(...failed.map((a) => a.at)) - fault.start : 0;
  }

  const memberIds = members.map((m) => m.memberId);
  const funding = members.map((m) => fundingOp(m.memberId, options.fundMinor));
  const oracle = async (ops: ClientOp[]) =>
    checkSoak(
      [...funding, ...ops],
      await readLedgerFacts(handle.pool, memberIds, await reconcile(build, env)),
    );
  const verdict = await oracle(records.map((r) => r.op));
  log(`oracle: ${verdict.ok ? 'clean' : 'VIOLATIONS'}`);

  // Replays with the same key: every unknown operation, and a sample of acknowledged ones that moved money.
  const facts = await readLedgerFacts(handle.pool, memberIds, { clean: true, output: '' });
  const inLedger = (op: ClientOp) =>
    facts.transfers
      .filter((t) => op.ledgerKeys.includes(t.ledgerKey))
      .map(({ ledgerKey, amount, from, to }) => ({ ledgerKey, amount, from, to }));
  const mismatches: string[] = [];
  let sent = 0;
  let unknownSettled = 0;
  let sample = 0;
  const replays = records.filter(
    ({ op }) =>
      op.outcome === 'unknown' ||
      (op.outcome === 'acknowledged' && (op.moved?.length ?? 0) > 0 && sample++ % REPLAY_SAMPLE === 0),
  );
  async function replay(record: Sent) {
    if (running.size === 0) return;
    const { op } = record;
    const before = inLedger(op);
    const again = await perform(clientOptions(record.member, false), record.spec, op.key);
    sent++;
    const label = `${op.kind} ${op.key} (${op.outcome})`;
    if (again.op.outcome === 'unknown') {
      mismatches.push(`${label}: no answer to the replay either`);
      return;
    }
    if (before.length === 0 && again.replayed === true)
      mismatches.push(`${label}: the replay says it was applied, yet the ledger held none of its keys`);
    if (before.length > 0) {
      // Applied before: the replay must say so and answer exactly what the ledger holds.
      if (again.op.outcome !== 'acknowledged' || again.replayed !== true)
        mismatches.push(
          `${label}: in the ledger, but the replay answered ${again.op.outcome} (replayed ${again.replayed})`,
        );
      else if (!sameMoves(again.op.moved ?? [], before))
        mismatches.push(`${label}: the replay answered other transfers than the ledger holds`);
      if (op.outcome === 'acknowledged' && !sameMoves(again.op.moved ?? [], op.moved ?? []))
        mismatches.push(`${label}: the replay answered other transfers than the first answer`);
    }
    if (op.outcome === 'unknown') {
      record.op = { ...again.op, attempts: op.attempts + again.op.attempts };
      unknownSettled++;
    }
  }
  // Each member's replays one after another (as its client would), the members side by side.
  const byMember = new Map<number, Sent[]>();
  for (const r of replays) byMember.set(r.member.memberId, [...(byMember.get(r.member.memberId) ?? []), r]);
  await Promise.all(
    [...byMember.values()].map(async (list) => {
      for (const record of list) await replay(record);
    }),
  );
  const finalVerdict = await oracle(records.map((r) => r.op));
  log(
    `replays: ${sent} sent, ${mismatches.length} mismatches; final oracle: ${finalVerdict.ok ? 'clean' : 'VIOLATIONS'}`,
  );

  // Outcomes as the clients first recorded them (before the replays settled the unknown ones).
  const outcomes = { ...verdict.outcomes, acknowledged: verdict.outcomes.acknowledged - funding.length };
  const refusals: Record<string, number> = {};
  for (const { op, refusal } of records)
    if (refusal) refusals[`${op.kind} ${refusal}`] = (refusals[`${op.kind} ${refusal}`] ?? 0) + 1;
  const reports: FaultReport[] = faults.map(({ start: _s, end: _e, ...report }) => report);
  const { log: _log, signal: _signal, fundMinor, ...shown } = options;
  return {
    options: { ...shown, fund: (Number(fundMinor) / 100).toFixed(2) },
    opsDone: records.length,
    elapsedMs,
    opsPerSecond: Number((records.length / (elapsedMs / 1000)).toFixed(1)),
    outcomes,
    refusals,
    retriedOps,
    appliedUnseen,
    attempts: attempts.length,
    failedAttempts: attempts.filter((a) => !a.ok).length,
    faults: reports,
    unexpectedExits,
    verdict,
    replay: { sent, unknownSettled, mismatches },
    finalVerdict,
    ok: verdict.ok && finalVerdict.ok && mismatches.length === 0 && unexpectedExits.length === 0,
  };
}
