// Login throughput: `npm run bench:login -w @jade/server [-- --users 200 --seconds 20 --clients 16]`.
// Starts the server on a fresh embedded PostgreSQL (removed afterwards), creates users, then drives real
// HTTP logins with sealed bodies from concurrent clients and prints logins/s and latency percentiles.
import '../src/platform/threadpool';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { accountCalls } from '@jade/contract/account-calls';
import { sealPayload, sealingPublicKeySchema } from '@jade/contract/sealed-payload';
import { buildBenchApp } from './bench-app';
import { serverRoot } from '../src/platform/config';
import { connectDatabase } from '../src/platform/db/client';
import { startEmbeddedPostgres } from '../src/platform/db/embedded-postgres';
import { runMigrations } from '../src/platform/db/migrate';
import { seedDemo } from '../src/seed/seed';
import { createPasswordHasher, DEFAULT_ARGON2 } from '../src/modules/accounts/passwords';
import { createAccountsRepository } from '../src/modules/accounts/repository';
import { THREADPOOL_SIZE } from '../src/platform/threadpool';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const USERS = option('users', 200);
const SECONDS = option('seconds', 20);
const CLIENTS = option('clients', 16);
const PASSWORD = 'Bench2026!';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const dataDir = path.join(tmpdir(), `jade-bench-${randomBytes(4).toString('hex')}`);
  const pg = await startEmbeddedPostgres({
    dataDir,
    port: 54400 + Math.floor(Math.random() * 90),
    database: 'jade_bench',
  });
  const handle = connectDatabase(pg.url, { max: 10 });
  try {
    await runMigrations(handle.pool, path.join(serverRoot(), 'migrations'));
    await seedDemo(handle.db);
    const hasher = createPasswordHasher(DEFAULT_ARGON2);
    const hash = await hasher.hash(PASSWORD); // same cost as a real hash; one computation for all users
    const repo = createAccountsRepository(handle.db);
    const usernames: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const username = `bench${i}`;
      await repo.insertMember({
        merchantCode: 'jade_ph',
        username,
        passwordHash: hash,
        referralCode: `bench${i}r`,
        firstLogin: false,
      });
      usernames.push(username);
    }

    // trustProxy: every request comes "from" its own address, so the per-IP login limit (30 a minute)
    // does not cap the measurement; the per-username failure guard is not involved (right passwords).
    const app = await buildBenchApp(handle.db, { trustProxy: true });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const key = sealingPublicKeySchema.parse(
      ((await (await fetch(`${address}/wps/system/sealingKey`)).json()) as { value: unknown }).value,
    );

    const latencies: number[] = [];
    let failures = 0;
    let counter = 0;
    const end = Date.now() + SECONDS * 1000;
    const client = async (id: number) => {
      while (Date.now() < end) {
        const n = counter++;
        const username = usernames[(id * 7919 + n) % usernames.length]!;
        const body = await sealPayload(key.jwk, key.kid, accountCalls.login, {
          username,
          password: PASSWORD,
          type: 'username',
        });
        const started = performance.now();
        const response = await fetch(`${address}/wps/session/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            Merchant: 'jade_ph',
            'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify(body),
        });
        const json = (await response.json()) as { success: boolean };
        latencies.push(performance.now() - started);
        if (!json.success) failures++;
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
    const elapsed = (Date.now() - started) / 1000;
    await app.close();

    const sorted = [...latencies].sort((a, b) => a - b);
    const ok = latencies.length - failures;
    console.info(
      JSON.stringify(
        {
          cpus: availableParallelism(),
          cpuModel: cpus()[0]?.model,
          node: process.version,
          uvThreadpoolSize: THREADPOOL_SIZE,
          argon2id: DEFAULT_ARGON2,
          users: USERS,
          clients: CLIENTS,
          seconds: Number(elapsed.toFixed(1)),
          logins: ok,
          failures,
          loginsPerSecond: Number((ok / elapsed).toFixed(1)),
          latencyMs: {
            p50: Number(percentile(sorted, 50).toFixed(1)),
            p95: Number(percentile(sorted, 95).toFixed(1)),
            p99: Number(percentile(sorted, 99).toFixed(1)),
          },
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
