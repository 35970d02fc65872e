// End-to-end journeys: Playwright drives Debian's Chromium against the real, built server with a fresh
// embedded PostgreSQL and the demo data.
//
//   1. find (or, as root, install) Chromium — scripts/ensure-chromium.mjs;
//   2. `npm run build` once (skip with JADE_SKIP_BUILD=1 when dist/ is current);
//   3. start apps/server/dist/main.js on a free port with its own data folder
//      (.data-test/e2e-<timestamp>) and its own embedded PostgreSQL port, TRUST_PROXY=loopback (tests
//      send X-Forwarded-For to play visitors from other countries) and SEED_DEMO=true;
//   4. wait for GET /wps/system/status;
//   5. `playwright test -c e2e/playwright.config.ts <extra args>` with BASE_URL, CHROME_PATH and the
//      server's environment (so e2e/support/operator.ts drives the operator CLI on the same database);
//   6. always stop the server (SIGTERM; it stops its PostgreSQL) and remove the data folder.
//
// Exits with Playwright's exit code. Example: npm run test:e2e -- tests/smoke.spec.ts
import { randomInt } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ChromiumError, ensureChromium } from './ensure-chromium.mjs';
import { banner, bin, formatDuration, freePort, isMain, onInterrupt, repoRoot, run } from './lib/proc.mjs';

const READY_TIMEOUT_MS = Number(process.env.JADE_E2E_READY_TIMEOUT_MS || 180_000);
const STOP_TIMEOUT_MS = 30_000;
// JADE_E2E_SERVER_ENTRY swaps in another server script; only for testing this runner itself.
const SERVER_ENTRY = path.resolve(repoRoot, process.env.JADE_E2E_SERVER_ENTRY || 'apps/server/dist/main.js');

export async function main(playwrightArgs = []) {
  let chromePath;
  try {
    chromePath = await ensureChromium({ headlessShell: true });
  } catch (error) {
    if (!(error instanceof ChromiumError)) throw error;
    console.error(`\n${error.message}`);
    return 1;
  }

  if (process.env.JADE_SKIP_BUILD === '1') {
    console.log('JADE_SKIP_BUILD=1: using the existing build.');
  } else {
    banner('build (npm run build)');
    const started = Date.now();
    const code = await run('npm', ['run', 'build']);
    if (code !== 0) {
      console.error(`\nThe build failed (exit code ${code}).`);
      return code;
    }
    console.log(`build done in ${formatDuration(Date.now() - started)}`);
  }
  if (!existsSync(SERVER_ENTRY)) {
    console.error(`\n${path.relative(repoRoot, SERVER_ENTRY)} is missing: run "npm run build" first.`);
    return 1;
  }

  const server = await startServer();
  let stopping;
  const stop = () => (stopping ??= server.stop());
  onInterrupt(stop);

  let exitCode;
  try {
    await server.ready();
    banner(`playwright · ${server.baseUrl}`);
    exitCode = await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs], {
      env: { ...server.env, BASE_URL: server.baseUrl, CHROME_PATH: chromePath, JADE_E2E: '1' },
    });
    if (exitCode !== 0) console.error(`\nServer log of this run: ${path.relative(repoRoot, server.logFile)}`);
  } catch (error) {
    console.error(`\n${error.message}`);
    exitCode = 1;
    await stop();
    server.printLogTail();
  } finally {
    await stop();
  }
  // Keep the server log only when something went wrong.
  if (exitCode === 0) rmSync(server.logFile, { force: true });
  return exitCode;
}

/** Shorter periods of the server's jobs, for the journeys that wait for them. */
const TEST_CLOCKS = {
  // Lottery journeys wait for a real draw: fast draws every 30 s instead of every minute.
  LOTTERY_ELOTT_DRAW_SECONDS: process.env.LOTTERY_ELOTT_DRAW_SECONDS || '30',
  // Contract journeys wait for a period to close: every agent-contract day, hour and half-month lasts
  // 30 s (a test clock; the demo contracts then have no settled history).
  AGENT_TEST_PERIOD_SECONDS: process.env.AGENT_TEST_PERIOD_SECONDS || '30',
  // The VIP journey waits for the rise its bets earn: the VIP figures read new facts every 2 s.
  REWARDS_VIP_INTERVAL_MS: process.env.REWARDS_VIP_INTERVAL_MS || '2000',
  REWARDS_REBATE_INTERVAL_MS: process.env.REWARDS_REBATE_INTERVAL_MS || '2000',
  REWARDS_BONUS_INTERVAL_MS: process.env.REWARDS_BONUS_INTERVAL_MS || '2000',
};

/**
 * Starts the built server on a fresh embedded database with the demo data. `measuring` is for the
 * performance scripts (Lighthouse, the first-load trace): the server's jobs keep their production
 * clocks, so that a VIP or rebate run every 2 s does not take the measured page's core.
 */
export async function startServer({ measuring = false } = {}) {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const testRoot = path.join(repoRoot, '.data-test');
  const dataDir = path.join(testRoot, `e2e-${stamp}-${process.pid}`);
  const logFile = `${dataDir}.server.log`;
  mkdirSync(dataDir, { recursive: true });

  const port = await freePort();
  let pgPort = await freePort();
  while (pgPort === port) pgPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    TRUST_PROXY: 'loopback',
    SEED_DEMO: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL || 'info',
    // Journeys that register solve the captcha with this answer (decision D15): 4 characters like a real
    // captcha (the field takes no more), fresh per run; the server refuses it under NODE_ENV=production.
    CAPTCHA_TEST_ANSWER: process.env.CAPTCHA_TEST_ANSWER || `T${randomInt(100, 1000)}`,
    NODE_ENV: 'test',
    ...(measuring ? {} : TEST_CLOCKS),
  };
  // Always the fresh embedded database, never a developer's own database or Redis.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;

  banner(`server · ${baseUrl} · data ${path.relative(repoRoot, dataDir)} · PostgreSQL port ${pgPort}`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  let exited = null;
  const exitedPromise = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    }),
  );

  const printLogTail = (lines = 60) => {
    const text = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    const tail = text.trimEnd().split('\n').slice(-lines).join('\n');
    console.error(
      `\n── last ${lines} lines of the server log (${path.relative(repoRoot, logFile)}) ──\n${tail}\n──`,
    );
  };

  const ready = async () => {
    const started = Date.now();
    let lastProblem = 'no answer yet';
    while (Date.now() - started < READY_TIMEOUT_MS) {
      if (exited) {
        throw new Error(
          `The server exited before it was ready (code ${exited.code}, signal ${exited.signal}).`,
        );
      }
      try {
        const response = await fetch(`${baseUrl}/wps/system/status`, { signal: AbortSignal.timeout(5000) });
        if (response.ok) {
          console.log(`server ready in ${formatDuration(Date.now() - started)}`);
          return;
        }
        lastProblem = `HTTP ${response.status}`;
      } catch (error) {
        lastProblem = error.cause?.code ?? error.message;
      }
      await delay(300);
    }
    throw new Error(
      `The server did not answer GET /wps/system/status within ${formatDuration(READY_TIMEOUT_MS)} (${lastProblem}).`,
    );
  };

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const result = await Promise.race([exitedPromise, delay(STOP_TIMEOUT_MS, null, { ref: false })]);
      if (!result) {
        console.error(`The server did not stop within ${formatDuration(STOP_TIMEOUT_MS)}; killing it.`);
        child.kill('SIGKILL');
        await exitedPromise;
      }
    }
    // The server stops its PostgreSQL on SIGTERM; after a crash or a kill, stop an orphan ourselves.
    await stopOrphanPostgres(dataDir);
    await new Promise((resolve) => log.end(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };

  return { baseUrl, env, logFile, ready, stop, printLogTail };
}

/** Finds postmaster.pid files under `dir` and stops those PostgreSQL servers (fast shutdown). */
async function stopOrphanPostgres(dir) {
  for (const pidFile of findFiles(dir, 'postmaster.pid', 4)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) continue;
    console.error(`Stopping a PostgreSQL left running (pid ${pid}).`);
    process.kill(pid, 'SIGINT'); // PostgreSQL's "fast" shutdown
    for (let i = 0; i < 100 && isAlive(pid); i++) await delay(100);
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
}

function findFiles(dir, name, depth) {
  if (depth < 0 || !existsSync(dir)) return [];
  const found = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    let stat;
    try {
      stat = statSync(full);
    } catch {
      continue;
    }
    if (stat.isDirectory()) found.push(...findFiles(full, name, depth - 1));
    else if (entry === name) found.push(full);
  }
  return found;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

if (isMain(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
