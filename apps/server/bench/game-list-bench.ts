// Game list latency at a fixed rate: `npm run bench:games -w @jade/server [-- --rate 200 --seconds 30]`.
// Starts the app on a fresh embedded PostgreSQL with the demo seed (removed afterwards), then sends
// GET /wps/relay/GCSGAME_gameList with varied realistic queries OPEN-LOOP: request i is due at
// start + i/rate whatever the earlier ones did, and its latency is measured from that due time, so a
// slow answer cannot hide the queueing behind it (no coordinated omission). Prints p50/p90/p99/max.
import '../src/platform/threadpool';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildBenchApp } from './bench-app';
import { serverRoot } from '../src/platform/config';
import { connectDatabase } from '../src/platform/db/client';
import { startEmbeddedPostgres } from '../src/platform/db/embedded-postgres';
import { runMigrations } from '../src/platform/db/migrate';
import { seedDemo } from '../src/seed/seed';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const RATE = option('rate', 200);
const SECONDS = option('seconds', 30);
const WARMUP_SECONDS = option('warmup', 3);

/** Realistic page queries: category pages, vendor pages, paging, search, filters, languages. */
function queries(): { query: string; language: string }[] {
  const types = ['RNG', 'LIVE', 'FISH', 'PVP', 'TABLE', 'ARCADE', 'JACKPOT'];
  const vendors = ['JADE', 'AUR', 'BMB', 'CBC', 'DFR', 'VRL', 'RFR', 'THC', 'MGV', 'FCH'];
  const names = ['dragon', 'lucky', 'TIGER', 'gold', 'baccarat', 'zzz', '龙', 'lotus'];
  const classes = ['slots', 'megaways', 'classic', 'baccarat', 'fishing'];
  const bets = ['all', '0.01', '0.05', '0.1', '0.5', '0.75'];
  const languages = ['EN', 'MY', 'CN'];
  const out: { query: string; language: string }[] = [];
  for (let i = 0; i < 500; i++) {
    const q = new URLSearchParams({ clientType: '3', platform: 'flash,html5-desktop', pageSize: '24' });
    const kind = i % 6;
    q.set('gameType', types[i % types.length]!);
    if (kind === 1) q.set('vassalage', vendors[i % vendors.length]!);
    if (kind === 2) q.set('gameName', names[i % names.length]!);
    if (kind === 3) q.set('gameClassify', classes[i % classes.length]!);
    if (kind === 4) q.set('minBet', bets[i % bets.length]!);
    if (kind === 5) q.set('jackpotType', 'JP');
    q.set('pageNo', String(1 + (i % 3)));
    out.push({ query: q.toString(), language: languages[i % languages.length]! });
  }
  return out;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main() {
  const dataDir = path.join(tmpdir(), `jade-bench-${randomBytes(4).toString('hex')}`);
  const pg = await startEmbeddedPostgres({
    dataDir,
    port: 54500 + Math.floor(Math.random() * 90),
    database: 'jade_bench',
  });
  const handle = connectDatabase(pg.url, { max: 10 });
  try {
    await runMigrations(handle.pool, path.join(serverRoot(), 'migrations'));
    await seedDemo(handle.db);
    const app = await buildBenchApp(handle.db, { trustProxy: false });
    const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
    const list = queries();

    const send = (i: number) =>
      new Promise<{ ok: boolean; bytes: number }>((resolve) => {
        const { query, language } = list[i % list.length]!;
        const request = http.get(
          {
            agent,
            host: address.hostname,
            port: address.port,
            path: `/wps/relay/GCSGAME_gameList?${query}`,
            headers: { Merchant: 'jade_ph', Language: language, 'Accept-Encoding': 'gzip' },
          },
          (response) => {
            let bytes = 0;
            response.on('data', (chunk: Buffer) => (bytes += chunk.length));
            response.on('end', () => resolve({ ok: response.statusCode === 200, bytes }));
          },
        );
        request.on('error', () => resolve({ ok: false, bytes: 0 }));
      });

    // Open loop: request i is due at start + i/rate; latency counts from the due time.
    const run = async (seconds: number, record: boolean) => {
      const latencies: number[] = [];
      let errors = 0;
      let bytes = 0;
      const total = Math.round(seconds * RATE);
      const start = performance.now();
      const pending: Promise<void>[] = [];
      let next = 0;
      await new Promise<void>((done) => {
        const tick = () => {
          const now = performance.now();
          while (next < total && start + (next * 1000) / RATE <= now) {
            const due = start + (next * 1000) / RATE;
            const i = next++;
            pending.push(
              send(i).then((r) => {
                if (!record) return;
                latencies.push(performance.now() - due);
                if (!r.ok) errors++;
                bytes += r.bytes;
              }),
            );
          }
          if (next >= total) return done();
          setTimeout(tick, Math.max(0, start + (next * 1000) / RATE - performance.now()));
        };
        tick();
      });
      await Promise.all(pending);
      return { latencies, errors, bytes, elapsed: (performance.now() - start) / 1000 };
    };

    await run(WARMUP_SECONDS, false);
    const result = await run(SECONDS, true);
    agent.destroy();
    await app.close();

    const sorted = [...result.latencies].sort((a, b) => a - b);
    const ms = (v: number) => Number(v.toFixed(2));
    console.info(
      JSON.stringify(
        {
          cpus: availableParallelism(),
          cpuModel: cpus()[0]?.model,
          loadAverage1m: Number(loadavg()[0]!.toFixed(2)),
          node: process.version,
          database: 'embedded PostgreSQL, demo seed',
          targetRate: RATE,
          seconds: SECONDS,
          requests: sorted.length,
          achievedRate: Number((sorted.length / result.elapsed).toFixed(1)),
          errors: result.errors,
          meanResponseBytes: Math.round(result.bytes / Math.max(1, sorted.length)),
          latencyMs: {
            p50: ms(percentile(sorted, 50)),
            p90: ms(percentile(sorted, 90)),
            p99: ms(percentile(sorted, 99)),
            max: ms(sorted[sorted.length - 1] ?? 0),
          },
          targetP99Ms: 50,
          pass: percentile(sorted, 99) < 50 && result.errors === 0,
        },
        null,
        2,
      ),
    );
  } finally {
    await handle.close();
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
