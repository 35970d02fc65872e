// The API under load, beside a bare Fastify route in the same run:
//
//   npm run bench:session -w @jade/server [-- --rate 500 --seconds 20 --members 160 --connections 32]
//
// Starts the app on 127.0.0.1 with a fresh embedded PostgreSQL and the demo seed (removed afterwards),
// captures one real game list answer and serves the same bytes from a bare Fastify route on another
// loopback port. Then, with autocannon (HTTP/1.1 keep-alive):
//   1. game list OPEN LOOP at --rate (default 500/s) for --seconds, on the app and on the bare route:
//      request i is due at start + i/rate whatever the earlier ones did, and its latency counts from that
//      due time. Not autocannon here: its overallRate/connectionRate is a per-connection budget refilled
//      once a second (a connection sends its share back to back, then waits), so the load comes in
//      bursts and a slow answer delays the next send; and its coordinated-omission correction takes the
//      expected interval as ceil(1/rate) = 1 ms (autocannon 9, lib/run.js), not 1000/rate ms.
//   2. a mixed player session at full speed (closed loop, --connections): logged-in members doing
//      status, banners, game list ×3, balance ×2, a vendor game launch and 3 in-house spins (each with
//      its own idempotency key) per round of 11 requests; then the bare route at full speed with the
//      same connections. Prints requests/s per core, p99, and mixed/bare.
// The load generator runs in this process, so its CPU counts against the server on both sides.
import '../src/platform/threadpool';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildBenchApp } from './bench-app';
import { serverRoot } from '../src/platform/config';
import { connectDatabase } from '../src/platform/db/client';
import { startEmbeddedPostgres } from '../src/platform/db/embedded-postgres';
import { runMigrations } from '../src/platform/db/migrate';
import { seedDemo } from '../src/seed/seed';
import {
  BENCH_MERCHANT,
  createBenchMembers,
  findLaunchNode,
  GAME_LIST,
  loginMembers,
  SESSION_ROUND,
  sessionRequests,
} from './cluster/player-client';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

// Bounded: every phase has a duration cap, and the whole run a hard timeout.
const RATE = Math.min(option('rate', 500), 5_000);
const SECONDS = Math.min(option('seconds', 20), 120);
const MEMBERS = Math.min(option('members', 160), 1_000);
const CONNECTIONS = Math.min(option('connections', 32), 256);
const HARD_TIMEOUT_MS = (SECONDS * 5 + 300) * 1000;
const MERCHANT = BENCH_MERCHANT;
const HOST = '127.0.0.1';

const ms = (v: number) => Number(v.toFixed(2));

function summary(result: autocannon.Result) {
  const elapsed = result.duration;
  return {
    requests: result.requests.total,
    requestsPerSecond: Number((result.requests.total / elapsed).toFixed(1)),
    requestsPerSecondPerCore: Number((result.requests.total / elapsed / availableParallelism()).toFixed(1)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    latencyMs: {
      p50: ms(result.latency.p50),
      p99: ms(result.latency.p99),
      max: ms(result.latency.max),
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Sends GET `url` open loop at RATE for SECONDS (keep-alive); latency from each request's due time. */
async function openLoop(url: URL, headers: Record<string, string>, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const send = () =>
    new Promise<boolean>((resolve) => {
      const request = http.get(
        { agent, host: url.hostname, port: url.port, path: url.pathname + url.search, headers },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode === 200));
        },
      );
      request.setTimeout(10_000, () => request.destroy());
      request.on('error', () => resolve(false));
    });
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(seconds * RATE);
  const start = performance.now();
  const due = (i: number) => start + (i * 1000) / RATE;
  const pending: Promise<void>[] = [];
  let next = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      while (next < total && due(next) <= performance.now()) {
        const at = due(next++);
        pending.push(
          send().then((ok) => {
            latencies.push(performance.now() - at);
            if (!ok) errors++;
          }),
        );
      }
      if (next >= total) return done();
      setTimeout(tick, Math.max(0, due(next) - performance.now()));
    };
    tick();
  });
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    achievedRate: Number((sorted.length / elapsed).toFixed(1)),
    errors,
    latencyMs: {
      p50: ms(percentile(sorted, 50)),
      p90: ms(percentile(sorted, 90)),
      p99: ms(percentile(sorted, 99)),
      max: ms(sorted[sorted.length - 1] ?? 0),
    },
  };
}

async function main() {
  const dataDir = path.join(tmpdir(), `jade-bench-${randomBytes(4).toString('hex')}`);
  const pg = await startEmbeddedPostgres({
    dataDir,
    port: 54600 + Math.floor(Math.random() * 90),
    database: 'jade_bench',
  });
  const handle = connectDatabase(pg.url, { max: 10 });
  const bare = Fastify({ logger: false });
  try {
    await runMigrations(handle.pool, path.join(serverRoot(), 'migrations'));
    await seedDemo(handle.db);

    // Members: inserted directly (one argon2 hash for all), funded through the ledger, logged in over HTTP.
    const benchMembers = await createBenchMembers(handle.db, { count: MEMBERS, prefix: 'sbench' });

    // trustProxy: each member comes from its own address (X-Forwarded-For), as real players do, so
    // per-address limits count per player rather than capping the whole run.
    const app = await buildBenchApp(handle.db, { trustProxy: true });
    const appUrl = await app.listen({ port: 0, host: HOST });

    const members = await loginMembers(appUrl, benchMembers);

    // The real game list answer, byte for byte, and a vendor game to launch.
    const listResponse = await fetch(`${appUrl}${GAME_LIST}`, { headers: { Merchant: MERCHANT } });
    const listBytes = Buffer.from(await listResponse.arrayBuffer());
    const listType = listResponse.headers.get('content-type') ?? 'application/json';
    const launchNode = await findLaunchNode(appUrl);

    bare.get('/bare', (_request, reply) => reply.header('content-type', listType).send(listBytes));
    const bareUrl = await bare.listen({ port: 0, host: HOST });

    const run = (options: autocannon.Options) =>
      autocannon({
        timeout: 10,
        ...options,
        duration: SECONDS,
        connections: options.connections ?? CONNECTIONS,
      });
    const warm = (url: string) => autocannon({ url, duration: 3, connections: 8 });

    // 1. Game list open loop, the app then the bare route (each after a short warm-up).
    const load = { before: loadavg().map((v) => Number(v.toFixed(2))) };
    await warm(`${appUrl}${GAME_LIST}`);
    const gameList = await openLoop(new URL(`${appUrl}${GAME_LIST}`), { Merchant: MERCHANT }, SECONDS);
    await warm(`${bareUrl}/bare`);
    const bareFixed = await openLoop(new URL(`${bareUrl}/bare`), {}, SECONDS);

    // 2. The mixed session: each connection takes the next member, round robin; rounds of 11 requests.
    const statuses = new Map<string, number>();
    await warm(`${appUrl}/wps/system/status`);
    // Non-2xx answers by status, so a refusal (a limit, a conflict) shows up in the figures.
    const counted = sessionRequests(members, launchNode, (status) => {
      if (status >= 300) statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
    });
    const mixed = await autocannon({
      url: appUrl,
      requests: counted,
      duration: SECONDS,
      connections: CONNECTIONS,
      timeout: 10,
    });
    const bareFull = await run({ url: `${bareUrl}/bare` });
    const loadAfter = loadavg().map((v) => Number(v.toFixed(2)));

    const mixedSummary = summary(mixed);
    const bareSummary = summary(bareFull);
    console.info(
      JSON.stringify(
        {
          cpus: availableParallelism(),
          cpuModel: cpus()[0]?.model,
          node: process.version,
          loadAverage: { before: load.before, after: loadAfter },
          database: 'embedded PostgreSQL, demo seed',
          members: MEMBERS,
          seconds: SECONDS,
          gameList: {
            targetRate: RATE,
            responseBytes: listBytes.length,
            app: gameList,
            bare: bareFixed,
            targetP99Ms: 20,
            pass: gameList.latencyMs.p99 <= 20 && gameList.errors === 0,
          },
          mixedSession: {
            connections: CONNECTIONS,
            roundOfRequests: SESSION_ROUND,
            app: mixedSummary,
            non2xxByStatus: Object.fromEntries(statuses),
            bare: bareSummary,
            ratio: Number((mixedSummary.requestsPerSecond / bareSummary.requestsPerSecond).toFixed(3)),
          },
        },
        null,
        2,
      ),
    );
    await app.close();
  } finally {
    await bare.close();
    await handle.close();
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const guard = setTimeout(() => {
  console.error('session bench: hard timeout');
  process.exit(2);
}, HARD_TIMEOUT_MS);
guard.unref();

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
