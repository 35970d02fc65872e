// Proof of scale-out: three built Jade instances on the external PostgreSQL and Redis, behind a load
// balancer of our own (cluster/proxy.ts), under the mixed player load:
//
//   npm run bench:scale-out -w @jade/server [-- --seconds 20 --kill-seconds 30 --connections 32 --write]
//   ... -- --nginx /usr/sbin/nginx      # balance with deploy/nginx/jade.conf instead of cluster/proxy.ts
//
// On a fresh database (jade_scale_<random> on CLUSTER_PG_URL, default postgres://postgres@127.0.0.1:5432/test)
// and a Redis DB index of its own (CLUSTER_REDIS_URL, default redis://127.0.0.1:6379), it proves, failing
// with exit code 1 when a property does not hold:
//   1. sessions are shared: a login on instance a is a session on b and c;
//   2. rate limits are shared: the captcha limit (30 a minute per address) trips at the 31st request
//      spread over the three instances, and failed logins on a and b make c ask for the captcha;
//   3. an operator's change reaches every instance at once: `operator maintenance on/off` is served by
//      all three within 1 s, though each had just cached the old state (cache TTL 5 s);
//   4. background jobs run exactly once: lottery ticks (a fast draw every 10 s), draws, bet settlement
//      and a withdrawal's auto-receive (1 minute), read back from the jobs, draws, bets and ledger tables;
//   5. throughput: the mixed session through the balancer against 1 instance, then 3 (same settings);
//   6. SIGKILL of one instance under a load that moves money: the others keep serving, reconcile is
//      clean, and every member's ledger balances equal its start plus its acknowledged operations
//      (operations cut by the kill are resent with the same idempotency key: applied once, never twice).
// --write appends the figures, the command and the machine's load to docs/performance.md.
// Everything it started is stopped and the database dropped at the end, also on failure or timeout.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { connectDatabase } from '../src/platform/db/client';
import {
  claimRedisDb,
  clusterEnv,
  createDatabase,
  prepareBuild,
  reconcile,
  startInstances,
  type Build,
  type Database,
  type Instance,
  type RedisDb,
} from './cluster/instances';
import { checkBooks, resolveUnknown, startMoneyLoad, type RequestRecord } from './cluster/money-load';
import {
  createBenchMembers,
  findLaunchNode,
  loginMembers,
  memberIp,
  SESSION_ROUND,
  sessionRequests,
  type BenchMember,
} from './cluster/player-client';
import { startNginx } from './cluster/nginx';
import { startProxy, type Proxy } from './cluster/proxy';
import {
  ProofError,
  proveJobsOnce,
  proveOperatorChange,
  proveSharedLoginGuard,
  proveSharedRateLimit,
  proveSharedSessions,
  requestPaidWithdrawal,
  startLotteryBets,
} from './cluster/scale-proofs';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const SECONDS = Math.min(option('seconds', 20), 120);
const KILL_SECONDS = Math.max(12, Math.min(option('kill-seconds', 30), 120));
const CONNECTIONS = Math.min(option('connections', 32), 256);
const SESSION_MEMBERS = Math.min(option('members', 64), 500);
const MONEY_WORKERS = Math.min(option('money-workers', 24), 200);
const WRITE = process.argv.includes('--write');
/** The nginx binary to balance with (deploy/nginx/jade.conf) instead of cluster/proxy.ts. */
const NGINX = process.argv.includes('--nginx')
  ? process.argv[process.argv.indexOf('--nginx') + 1]
  : undefined;
const BALANCER = NGINX
  ? 'nginx 1.22 (Debian) with deploy/nginx/jade.conf, 1 worker'
  : "bench/cluster/proxy.ts in the load generator's process";
const INSTANCES = 3;
const FUND_MINOR = 100_000_000n;
const AUTO_RECEIVE_MINUTES = 1;
const ELOTT_SECONDS = 10;
const HARD_TIMEOUT_MS = (4 * (SECONDS + 3) + KILL_SECONDS + AUTO_RECEIVE_MINUTES * 60 + 420) * 1000;
const docsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/performance.md');

/** The run's database, set once it exists (the wait sampler reads it). */
const run = { databaseUrl: '' };
const round = (v: number, digits = 1) => Number(v.toFixed(digits));
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message: string) => console.info(`[scale-out] ${message}`);

/** CPU seconds (user + system) a process used so far, from /proc (Linux); NaN once it is gone. */
async function cpuSeconds(pid: number): Promise<number> {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds of a process and its children (nginx's master and workers). */
async function treeCpuSeconds(pid: number): Promise<number> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  const ids = children.split(' ').filter(Boolean).map(Number);
  const all = await Promise.all([pid, ...ids].map(cpuSeconds));
  return all.reduce((a, b) => a + b, 0);
}

/** The whole machine's busy share since `before` (all processes, ours and everyone else's). */
async function machineCpu(): Promise<{ busy: number; total: number }> {
  const [cpu] = (await readFile('/proc/stat', 'utf8')).split('\n');
  const ticks = cpu!.trim().split(/\s+/).slice(1).map(Number);
  const idle = ticks[3]! + (ticks[4] ?? 0);
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/**
 * What the database's busy sessions wait on, sampled every 200 ms (pg_stat_activity): `Lock:*` is a
 * row or transaction lock held by another transaction, `CPU` a running query, `Client:ClientRead` a
 * transaction waiting for its instance's next statement.
 */
function sampleWaits(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const name = new URL(databaseUrl).pathname.slice(1);
  const loop = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ wait: string }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait from pg_stat_activity
         where datname = $1 and state not in ('idle') and pid <> pg_backend_pid()`,
        [name],
      );
      samples++;
      for (const row of rows) counts.set(row.wait, (counts.get(row.wait) ?? 0) + 1);
      await sleep(200);
    }
    await client.end();
  })();
  return {
    /** The average number of sessions in each state, top 4. */
    async stop() {
      running = false;
      await loop;
      return Object.fromEntries(
        [...counts]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([wait, n]) => [wait, round(n / Math.max(1, samples), 1)]),
      );
    },
  };
}

/** Measures CPU use around `work`: per instance, this process (load generator + proxy), the machine. */
async function withCpu<T>(instances: Instance[], balancer: Proxy, work: () => Promise<T>) {
  const balancerPid = balancer.pid;
  const startBalancer = balancerPid ? await treeCpuSeconds(balancerPid) : 0;
  const load = { before: loadavg().map((v) => round(v, 2)), uptimeBefore: uptime() };
  const startInstances = await Promise.all(instances.map((i) => cpuSeconds(i.pid)));
  const startSelf = process.cpuUsage();
  const startMachine = await machineCpu();
  const startedAt = performance.now();
  const waits = sampleWaits(run.databaseUrl);
  const result = await work();
  const databaseSessions = await waits.stop();
  const wall = (performance.now() - startedAt) / 1000;
  const endMachine = await machineCpu();
  const self = process.cpuUsage(startSelf);
  const endInstances = await Promise.all(instances.map((i) => cpuSeconds(i.pid)));
  return {
    result,
    cpu: {
      wallSeconds: round(wall),
      instanceCores: instances.map((instance, i) => ({
        // null: killed during the run.
        [instance.name]: Number.isNaN(endInstances[i]!)
          ? null
          : round((endInstances[i]! - startInstances[i]!) / wall, 2),
      })),
      // With our own proxy it runs in this process: generator and proxy together.
      loadGeneratorCores: round((self.user + self.system) / 1e6 / wall, 2),
      nginxCores: balancerPid ? round(((await treeCpuSeconds(balancerPid)) - startBalancer) / wall, 2) : null,
      machineBusyPercent: round(
        (100 * (endMachine.busy - startMachine.busy)) / Math.max(1, endMachine.total - startMachine.total),
      ),
      loadAverage: { before: load.before, after: loadavg().map((v) => round(v, 2)) },
      databaseSessions,
      uptimeBefore: load.uptimeBefore,
      uptimeAfter: uptime(),
    },
  };
}

async function throughput(
  session: 'mixed' | 'read-only',
  proxy: Proxy,
  upstreams: Instance[],
  all: Instance[],
  requests: autocannon.Request[],
) {
  proxy.setUpstreams(upstreams);
  await autocannon({ url: proxy.baseUrl, requests, duration: 3, connections: CONNECTIONS });
  const statuses = new Map<number, number>();
  const counted = requests.map((request) => ({
    ...request,
    onResponse: (status: number) => {
      if (status >= 300) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    },
  }));
  const { result, cpu } = await withCpu(all, proxy, () =>
    autocannon({
      url: proxy.baseUrl,
      requests: counted,
      duration: SECONDS,
      connections: CONNECTIONS,
      timeout: 10,
    }),
  );
  return {
    session,
    instances: upstreams.length,
    requests: result.requests.total,
    requestsPerSecond: round(result.requests.total / result.duration),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors + result.timeouts,
    non2xxByStatus: Object.fromEntries(statuses),
    cpu,
  };
}

/** Requests by window around the kill: before it, the first `graceMs` after, and the rest. */
function killWindows(requests: RequestRecord[], killedAt: number, stoppedAt: number, graceMs: number) {
  const window = (from: number, to: number) => {
    const inside = requests.filter((r) => r.at >= from && r.at < to);
    const failed = inside.filter((r) => !r.ok);
    return {
      seconds: round((to - from) / 1000),
      requests: inside.length,
      perSecond: round(inside.length / Math.max(0.001, (to - from) / 1000)),
      failed: failed.length,
      failedStatuses: [...new Set(failed.map((r) => r.status))],
    };
  };
  const first = Math.min(...requests.map((r) => r.at));
  // The requests in flight when the load stopped end after `stoppedAt`: they count too.
  const last = Math.max(stoppedAt, ...requests.map((r) => r.at));
  return {
    beforeKill: window(first, killedAt),
    firstAfterKill: window(killedAt, killedAt + graceMs),
    afterThat: window(killedAt + graceMs, last + 1),
  };
}

async function killRun(
  proxy: Proxy,
  instances: Instance[],
  build: Build,
  env: Record<string, string>,
  members: BenchMember[],
  databaseUrl: string,
) {
  proxy.setUpstreams(instances);
  const players = await loginMembers(proxy.baseUrl, members, 91);
  const vendor = 'BMB';
  const victim = instances[1]!;
  const { result, cpu } = await withCpu(instances, proxy, async () => {
    const load = startMoneyLoad(proxy.baseUrl, players, vendor);
    await sleep((KILL_SECONDS * 1000) / 2.5);
    const killedAt = Date.now();
    victim.kill('SIGKILL');
    const exit = await victim.exited;
    log(`SIGKILL ${victim.name} (pid ${victim.pid}): ${JSON.stringify(exit)}, load goes on`);
    await sleep(KILL_SECONDS * 1000 - (KILL_SECONDS * 1000) / 2.5);
    const stoppedAt = Date.now();
    return { ...(await load.stop()), killedAt, stoppedAt };
  });
  const { requests, ops, killedAt, stoppedAt } = result;
  const windows = killWindows(requests, killedAt, stoppedAt, 3_000);
  const unknown = ops.filter((op) => op.outcome === 'unknown').length;
  const survivors = instances.filter((instance) => instance !== victim);
  proxy.setUpstreams(survivors);
  await resolveUnknown(proxy.baseUrl, players, ops);
  const resolved = {
    unknown,
    replayed: ops.filter((op) => op.resolved === 'replayed').length,
    appliedOnResend: ops.filter((op) => op.resolved === 'applied' && op.outcome === 'ok').length,
    refusedOnResend: ops.filter((op) => op.resolved === 'applied' && op.outcome === 'refused').length,
  };
  const ledger = await reconcile(build, env);
  const books = await checkBooks(databaseUrl, players, ops, vendor, FUND_MINOR);
  const refusals = new Map<string, number>();
  for (const op of ops.filter((o) => o.outcome === 'refused'))
    refusals.set(op.code ?? '?', (refusals.get(op.code ?? '?') ?? 0) + 1);
  const summary = {
    killed: victim.name,
    workers: players.length,
    windows,
    moneyOperations: ops.length,
    acknowledged: ops.filter((op) => op.outcome === 'ok').length,
    refusals: Object.fromEntries(refusals),
    resolved,
    reconcileClean: ledger.clean,
    booksChecked: books.members,
    booksMismatches: books.mismatches.length,
    proxy: proxy.stats(),
    cpu,
  };
  if (!ledger.clean) throw new ProofError(`reconcile is not clean after the kill:\n${ledger.output}`);
  if (books.mismatches.length)
    throw new ProofError(
      `money lost or created: ${JSON.stringify(books.mismatches.slice(0, 5), (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`,
    );
  if (windows.beforeKill.failed > 0)
    throw new ProofError(`${windows.beforeKill.failed} requests failed before the kill`);
  if (windows.firstAfterKill.failed > players.length)
    throw new ProofError(
      `${windows.firstAfterKill.failed} requests failed at the kill: more than were in flight (${players.length})`,
    );
  if (windows.afterThat.failed > 0)
    throw new ProofError(`${windows.afterThat.failed} requests failed after the failover`);
  if (windows.afterThat.requests === 0) throw new ProofError('nothing was served after the kill');
  return summary;
}

const waitsCell = (waits: Record<string, number>) =>
  Object.entries(waits)
    .map(([wait, n]) => `${wait} ${n}`)
    .join(', ');

function markdown(report: Report): string {
  const t = report.throughput;
  const k = report.kill;
  const cpuCell = (run: { cpu: (typeof t)[number]['cpu'] }) =>
    `${run.cpu.instanceCores.map((c) => Object.entries(c).map(([n, v]) => `${n} ${v ?? 'killed'}`)).join(', ')}; ${run.cpu.nginxCores === null ? 'generator+proxy' : `nginx ${run.cpu.nginxCores}, generator`} ${run.cpu.loadGeneratorCores}; machine ${run.cpu.machineBusyPercent} %`;
  const lines = [
    `### Run of ${report.date}`,
    '',
    '```sh',
    report.command,
    '```',
    '',
    `${report.machine.cpus} cores (${report.machine.cpuModel}), Node ${report.machine.node}; external PostgreSQL 15 and Redis on the same machine; load balancer: ${BALANCER}.`,
    `Machine before: \`${report.uptimeBefore}\`; after: \`${report.uptimeAfter}\`.`,
    '',
    `Mixed session (${SESSION_ROUND}) and the same without the spins (read-only), ${CONNECTIONS} connections, ${SESSION_MEMBERS} members, ${SECONDS} s per run after 3 s of warm-up, through the balancer:`,
    '',
    '| session | instances | req/s | p50 / p99 / max ms | errors, non-2xx | CPU cores used (instances; balancer and generator; machine busy) | database sessions by wait (average) | load average before → after |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...t.map(
      (run) =>
        `| ${run.session} | ${run.instances} | ${run.requestsPerSecond} | ${run.latencyMs.p50} / ${run.latencyMs.p99} / ${run.latencyMs.max} | ${run.errors}, ${JSON.stringify(run.non2xxByStatus)} | ${cpuCell(run)} | ${waitsCell(run.cpu.databaseSessions)} | ${run.cpu.loadAverage.before.join(' ')} → ${run.cpu.loadAverage.after.join(' ')} |`,
    ),
    '',
    `3 ÷ 1 instances: mixed **${report.ratio.mixed}×**, read-only **${report.ratio.readOnly}×** requests/s.`,
    '',
    `SIGKILL of instance ${k.killed} under the money load (${k.workers} players, each: status, balance, spin, transfer in, game list, spin, transfer out), ${KILL_SECONDS} s:`,
    '',
    '| window | requests | per s | failed |',
    '| --- | --- | --- | --- |',
    `| before the kill | ${k.windows.beforeKill.requests} | ${k.windows.beforeKill.perSecond} | ${k.windows.beforeKill.failed} |`,
    `| first 3 s after | ${k.windows.firstAfterKill.requests} | ${k.windows.firstAfterKill.perSecond} | ${k.windows.firstAfterKill.failed} ${JSON.stringify(k.windows.firstAfterKill.failedStatuses)} |`,
    `| the rest | ${k.windows.afterThat.requests} | ${k.windows.afterThat.perSecond} | ${k.windows.afterThat.failed} |`,
    '',
    `During the kill run: CPU cores ${cpuCell(k)}; database sessions by wait ${waitsCell(k.cpu.databaseSessions)}; load average ${k.cpu.loadAverage.before.join(' ')} → ${k.cpu.loadAverage.after.join(' ')}.`,
    '',
    `Money operations ${k.moneyOperations} (acknowledged ${k.acknowledged}, refused ${JSON.stringify(k.refusals)}); outcome unknown at the kill ${k.resolved.unknown}: resent with the same key, ${k.resolved.replayed} replayed (had been applied), ${k.resolved.appliedOnResend} applied now, ${k.resolved.refusedOnResend} refused. Reconcile: ${k.reconcileClean ? 'clean' : 'NOT CLEAN'}; books of ${k.booksChecked} members: ${k.booksMismatches} mismatches. Balancer: ${k.proxy.retries} retried on another instance, ${k.proxy.proxyErrors} answered 502/504.`,
    '',
    `Shared state: session made on a answered on ${Object.keys(report.proofs.sessions.answeredOn).join(', ')}; captcha limit tripped at request ${report.proofs.rateLimit.firstRefusedAt} over ${report.proofs.rateLimit.instances} instances; failed logins: ${report.proofs.loginGuard.attempts.join('; ')}; maintenance on reached every instance in ${JSON.stringify(report.proofs.operatorChange.msAfterTheCliExitedPerInstance.on)} ms, off in ${JSON.stringify(report.proofs.operatorChange.msAfterTheCliExitedPerInstance.off)} ms.`,
    `Jobs: ${report.proofs.jobs.lotteryTicks} lottery ticks, each once (claimed per instance: ${report.proofs.jobs.ticksClaimedByInstance.join(', ')}), ${report.proofs.jobs.drawsDrawn} draws drawn, ${report.proofs.jobs.lotteryBets.settled} bets settled once (${report.proofs.jobs.lotteryBets.won} won); withdrawal auto-receive jobs: ${report.proofs.jobs.withdrawalsAutoReceived.length}, each once.`,
    '',
  ];
  return lines.join('\n');
}

const SECTION = '## Scale-out (3 instances)';

/** Appends the run at the end of the section, creating the section at the end of the file if missing. */
async function writeDocs(block: string) {
  let text = await readFile(docsFile, 'utf8');
  if (!text.includes(SECTION)) text = `${text.trimEnd()}\n\n${SECTION}\n\n`;
  const start = text.indexOf(SECTION);
  const next = text.indexOf('\n## ', start + SECTION.length);
  const end = next < 0 ? text.length : next + 1;
  const section = text.slice(start, end).trimEnd();
  text = `${text.slice(0, start)}${section}\n\n${block}\n${text.slice(end)}`;
  await writeFile(docsFile, text);
}

type Report = Awaited<ReturnType<typeof main>>;

const cleanups: (() => Promise<unknown>)[] = [];
async function cleanup() {
  for (const step of cleanups.reverse())
    await step().catch((error: unknown) => console.error('cleanup:', error));
  cleanups.length = 0;
}

async function main() {
  const uptimeBefore = uptime();
  log(`machine: ${uptimeBefore}`);
  const build: Build = await prepareBuild();
  cleanups.push(() => build.remove());
  const db: Database = await createDatabase(undefined, 'jade_scale');
  run.databaseUrl = db.url;
  cleanups.push(() => db.drop());
  const redis: RedisDb = await claimRedisDb();
  cleanups.push(() => redis.release());
  log(`database ${db.name}, Redis DB ${redis.index}`);
  const env = clusterEnv({
    databaseUrl: db.url,
    redisUrl: redis.url,
    extra: {
      LOTTERY_ELOTT_DRAW_SECONDS: String(ELOTT_SECONDS),
      WITHDRAW_AUTO_RECEIVE_MINUTES: String(AUTO_RECEIVE_MINUTES),
      JOB_POLL_MS: '500',
    },
  });
  const since = new Date();
  const instances = await startInstances(build, env, INSTANCES);
  cleanups.push(() => Promise.all(instances.map((instance) => instance.stop(10_000))));
  log(`instances ${instances.map((i) => `${i.name}=${i.baseUrl} (pid ${i.pid})`).join(', ')}`);
  const proxy = NGINX ? await startNginx(NGINX, instances) : await startProxy(instances);
  cleanups.push(() => proxy.close());

  const handle = connectDatabase(db.url, { max: 2 });
  const members = await createBenchMembers(handle.db, {
    count: SESSION_MEMBERS + MONEY_WORKERS + 4,
    prefix: 'scale',
    fundMinor: FUND_MINOR,
  }).finally(() => handle.close());
  const [sessionMember, guardMember, lotteryMember, payoutMember] = members.slice(-4) as [
    BenchMember,
    BenchMember,
    BenchMember,
    BenchMember,
  ];
  const alive = () => instances.filter((instance) => instance.alive());

  // Background work that must run exactly once, started first so that it spans the whole run.
  const [lotteryPlayer, payee] = await loginMembers(instances[0]!.baseUrl, [lotteryMember, payoutMember], 92);
  const lottery = startLotteryBets(alive, lotteryPlayer!);
  cleanups.push(() => lottery.stop());
  const withdrawalId = await requestPaidWithdrawal(build, env, instances[2]!.baseUrl, payee!);
  const withdrawalDue = Date.now() + AUTO_RECEIVE_MINUTES * 60_000;
  log(`withdrawal ${withdrawalId} paid; its auto-receive job is due in ${AUTO_RECEIVE_MINUTES} min`);

  const sessions = await proveSharedSessions(instances, sessionMember, memberIp(1, 93));
  log(`1. sessions shared: ${JSON.stringify(sessions)}`);
  const rateLimit = await proveSharedRateLimit(instances, memberIp(2, 93));
  const loginGuard = await proveSharedLoginGuard(instances, guardMember, memberIp(3, 93));
  log(`2. rate limits shared: ${JSON.stringify(rateLimit)}; ${loginGuard.attempts.join('; ')}`);
  const operatorChange = await proveOperatorChange(build, env, instances);
  log(`3. operator change: ${JSON.stringify(operatorChange)}`);

  log(`5. throughput: ${SECONDS} s with 1 instance, then with ${INSTANCES}`);
  const sessionPlayers = await loginMembers(proxy.baseUrl, members.slice(0, SESSION_MEMBERS), 90);
  const requests = sessionRequests(sessionPlayers, await findLaunchNode(proxy.baseUrl));
  // The same round without its 3 spins: every spin locks the merchant's game_revenue account row.
  const readOnly = requests.filter((request) => request.method !== 'POST');
  const runs: Awaited<ReturnType<typeof throughput>>[] = [];
  for (const [session, round] of [
    ['mixed', requests],
    ['read-only', readOnly],
  ] as const)
    for (const upstreams of [instances.slice(0, 1), instances]) {
      const measured = await throughput(session, proxy, upstreams, instances, round);
      log(
        `   ${session}, ${upstreams.length} instance(s): ${measured.requestsPerSecond} req/s, p99 ${measured.latencyMs.p99} ms`,
      );
      runs.push(measured);
    }
  const ratio = (session: string) => {
    const [one, three] = runs.filter((r) => r.session === session);
    return round(three!.requestsPerSecond / one!.requestsPerSecond, 2);
  };

  log(`6. SIGKILL of one instance under the money load (${KILL_SECONDS} s)`);
  const moneyMembers = members.slice(SESSION_MEMBERS, SESSION_MEMBERS + MONEY_WORKERS);
  const kill = await killRun(proxy, instances, build, env, moneyMembers, db.url);
  log(`   ${JSON.stringify(kill.windows)}; reconcile clean, ${kill.booksChecked} members' books match`);

  // 4. Jobs: wait for the withdrawal's deadline and one more draw, then read the tables.
  const waitMs = Math.max(0, withdrawalDue - Date.now()) + (ELOTT_SECONDS + 3) * 1000;
  log(`4. jobs: waiting ${round(waitMs / 1000)} s for the auto-receive deadline and the last draws`);
  const betIds = await lottery.stop();
  await sleep(waitMs);
  const jobs = await proveJobsOnce(db.url, since, betIds, [withdrawalId]);
  log(`   ${JSON.stringify(jobs)}`);

  return {
    date: new Date().toISOString(),
    command:
      `flock /tmp/jade-bench.lock npm run bench:scale-out -w @jade/server -- ${process.argv.slice(2).join(' ')}`.trim(),
    balancer: BALANCER,
    machine: { cpus: availableParallelism(), cpuModel: cpus()[0]?.model ?? '?', node: process.version },
    uptimeBefore,
    uptimeAfter: uptime(),
    proofs: { sessions, rateLimit, loginGuard, operatorChange, jobs },
    throughput: runs,
    ratio: { mixed: ratio('mixed'), readOnly: ratio('read-only') },
    kill,
  };
}

const guard = setTimeout(() => {
  console.error('scale-out: hard timeout');
  void cleanup().finally(() => process.exit(2));
}, HARD_TIMEOUT_MS);
guard.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));

main()
  .then(async (report) => {
    await cleanup();
    console.info(JSON.stringify(report, null, 2));
    const block = markdown(report);
    console.info(`\n${block}`);
    if (WRITE) {
      await writeDocs(block);
      log(`appended to ${docsFile}`);
    }
    process.exit(0);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof ProofError ? `PROOF FAILED: ${error.message}` : error);
    await cleanup();
    process.exit(1);
  });
