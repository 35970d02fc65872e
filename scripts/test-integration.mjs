// Integration tests (`vitest run --project integration`) against both databases Jade supports:
//
//   1. TEST_DATABASE=embedded  — the embedded PostgreSQL that `npm start` uses (started by the tests'
//                                global setup, apps/server/test/global-setup.ts);
//   2. TEST_DATABASE=external  — the PostgreSQL at TEST_EXTERNAL_DATABASE_URL
//                                (default postgres://postgres@127.0.0.1:5432/test).
//
// Both runs use the Redis at TEST_REDIS_URL (default redis://127.0.0.1:6379) as REDIS_URL. When the
// external PostgreSQL or Redis cannot be reached the run FAILS, unless JADE_SKIP_EXTERNAL=1, which
// runs the embedded database only, without Redis (in-process cache and rate limits).
//
// TEST_DATABASE=embedded|external limits the run to one database. Extra arguments go to Vitest
// (e.g. a file filter): node scripts/test-integration.mjs ledger
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  banner,
  bin,
  formatDuration,
  freePort,
  isMain,
  onInterrupt,
  repoRoot,
  run,
  runPrefixed,
} from './lib/proc.mjs';
import { describeCounts, vitestCounts } from './lib/results.mjs';

const DEFAULT_EXTERNAL_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export async function main(extraArgs = []) {
  const skipExternal = process.env.JADE_SKIP_EXTERNAL === '1';
  const externalUrl = process.env.TEST_EXTERNAL_DATABASE_URL || DEFAULT_EXTERNAL_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL || DEFAULT_REDIS_URL;

  const only = process.env.TEST_DATABASE;
  if (only && only !== 'embedded' && only !== 'external') {
    console.error(`TEST_DATABASE must be "embedded" or "external" (got "${only}").`);
    return 1;
  }
  let databases = only ? [only] : ['embedded', 'external'];

  if (skipExternal) {
    console.warn(
      'JADE_SKIP_EXTERNAL=1: skipping the external PostgreSQL run and Redis; the embedded run uses ' +
        'in-process cache and rate limits. CI never sets this.',
    );
    databases = databases.filter((db) => db === 'embedded');
    if (databases.length === 0) {
      console.error('TEST_DATABASE=external conflicts with JADE_SKIP_EXTERNAL=1.');
      return 1;
    }
  } else {
    const problems = [];
    problems.push(await checkRedis(redisUrl));
    if (databases.includes('external')) problems.push(await checkPostgres(externalUrl));
    const failures = problems.filter(Boolean);
    if (failures.length > 0) {
      console.error(
        `\nIntegration tests need the external services:\n${failures.map((p) => `  ✗ ${p}`).join('\n')}\n\n` +
          'Start them (PostgreSQL 127.0.0.1:5432 with trust auth and a database "test", Redis 127.0.0.1:6379),\n' +
          'point TEST_EXTERNAL_DATABASE_URL / TEST_REDIS_URL at yours, or set JADE_SKIP_EXTERNAL=1 to run\n' +
          'the embedded database only (CI always runs both).',
      );
      return 1;
    }
  }

  // Reports go to the folder `scripts/test.mjs` collects from, or to a private temporary one.
  const ownResults = !process.env.JADE_RESULTS_DIR;
  const resultsDir = process.env.JADE_RESULTS_DIR || mkdtempSync(path.join(tmpdir(), 'jade-integration-'));
  const dataRoot = path.join(repoRoot, '.data-test', `integration-${Date.now()}`);
  onInterrupt(async () => rmSync(dataRoot, { recursive: true, force: true }));

  const summary = [];
  let exitCode = 0;
  // The two databases are independent, so their runs go side by side (each runs its files one after
  // another, waiting on its database half of the time); each has its own Redis namespace.
  // JADE_INTEGRATION_SERIAL=1 runs them one after the other, with plain output.
  const serial = process.env.JADE_INTEGRATION_SERIAL === '1' || databases.length === 1;
  const runOne = async (database) => {
    const env = { ...process.env, TEST_DATABASE: database, REDIS_NAMESPACE: `jade-test-${database}` };
    delete env.DATABASE_URL;
    delete env.TEST_DATABASE_URL;
    delete env.REDIS_URL;
    if (!skipExternal) env.REDIS_URL = redisUrl;
    if (database === 'external') {
      // The global setup creates (and drops) a fresh database on the server of this URL.
      env.DATABASE_URL = externalUrl;
      env.TEST_DATABASE_URL = externalUrl;
    } else {
      // A free port and a private folder for the embedded cluster (the global setup picks its own
      // folder under .data-test/; DATA_DIR is for code that reads the server's configuration).
      const port = String(await freePort());
      env.TEST_EMBEDDED_PG_PORT = port;
      env.EMBEDDED_PG_PORT = port;
      env.DATA_DIR = path.join(dataRoot, 'embedded');
      mkdirSync(dataRoot, { recursive: true });
    }
    const report = path.join(resultsDir, `vitest-integration-${database}.json`);
    rmSync(report, { force: true });
    const started = Date.now();
    const args = [
      'run',
      '--project',
      'integration',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...extraArgs,
    ];
    const code = serial
      ? await run(bin('vitest'), args, { env })
      : await runPrefixed(bin('vitest'), args, { env }, `[${database}] `);
    const result = { database, code, counts: vitestCounts(report), ms: Date.now() - started };
    summary.push(result);
    return result;
  };
  try {
    if (serial) {
      for (const database of databases) {
        banner(`integration tests · ${database} PostgreSQL${skipExternal ? '' : ' + Redis'}`);
        const { code } = await runOne(database);
        if (code !== 0) {
          exitCode = code;
          break; // stop at the first failing database, like the rest of `npm test`
        }
      }
    } else {
      banner(`integration tests · ${databases.join(' and ')} PostgreSQL side by side + Redis`);
      const results = await Promise.all(databases.map(runOne));
      exitCode = results.find((r) => r.code !== 0)?.code ?? 0;
    }
  } finally {
    rmSync(dataRoot, { recursive: true, force: true });
    if (ownResults) rmSync(resultsDir, { recursive: true, force: true });
  }

  console.log('');
  for (const { database, code, counts, ms } of summary) {
    console.log(
      `integration (${database}): ${code === 0 ? 'ok' : `FAILED (exit ${code})`} — ${describeCounts(counts)} in ${formatDuration(ms)}`,
    );
  }
  return exitCode;
}

/** Resolves with a problem description, or null when PostgreSQL answers. */
async function checkPostgres(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return `TEST_EXTERNAL_DATABASE_URL is not a valid URL: ${url}`;
  }
  const host = parsed.hostname || '127.0.0.1';
  const port = Number(parsed.port || 5432);
  const tcp = await probeTcp(host, port);
  if (tcp) return `PostgreSQL at ${host}:${port} is unreachable (${tcp})`;
  // With node-postgres installed (a dependency of apps/server), also check login and database.
  let pg;
  try {
    pg = (await import('pg')).default;
  } catch {
    return null;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `PostgreSQL at ${redact(url)} refused the connection: ${error.message}`;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Resolves with a problem description, or null when Redis answers PING. */
function checkRedis(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return Promise.resolve(`TEST_REDIS_URL is not a valid URL: ${url}`);
  }
  const host = parsed.hostname || '127.0.0.1';
  const port = Number(parsed.port || 6379);
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let answer = '';
    const done = (problem) => {
      socket.destroy();
      resolve(problem);
    };
    socket.setTimeout(3000, () => done(`Redis at ${host}:${port} did not answer within 3s`));
    socket.on('error', (error) =>
      done(`Redis at ${host}:${port} is unreachable (${error.code ?? error.message})`),
    );
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (!answer.includes('\r\n')) return;
      // -NOAUTH still proves a Redis is there; the tests authenticate with the URL's password.
      if (answer.startsWith('+PONG') || answer.startsWith('-NOAUTH')) done(null);
      else done(`Redis at ${host}:${port} answered PING with "${answer.trim()}"`);
    });
  });
}

function probeTcp(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(3000, () => {
      socket.destroy();
      resolve('no answer within 3s');
    });
    socket.on('error', (error) => resolve(error.code ?? error.message));
    socket.on('connect', () => {
      socket.destroy();
      resolve(null);
    });
  });
}

function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

if (isMain(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
