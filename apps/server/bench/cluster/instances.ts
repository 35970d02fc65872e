// Several built Jade servers on one external PostgreSQL and Redis, for the scale-out proof and the soak.
//
//   const build = await prepareBuild();                 // dist/ built if stale, then a private copy
//   const db = await createDatabase();                  // jade_cluster_<random> on the external PostgreSQL
//   const redis = await claimRedisDb();                 // a Redis DB index of our own (rate-limit keys)
//   const env = clusterEnv({ databaseUrl: db.url, redisUrl: redis.url });
//   const a = await startInstance(build, { env, name: 'a' });
//   ... a.kill('SIGKILL'); await a.exited; await reconcile(build, env) ...
//   await a.stop(); await redis.release(); await db.drop(); await build.remove();
//
// The copy of dist/ matters: `npm run build` empties dist/ first, so a build by someone else on the same
// checkout would otherwise pull main.js from under an instance we are about to start.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const repoRoot = path.resolve(serverDir, '..', '..');
const HOST = '127.0.0.1';

export const DEFAULT_PG_URL = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A private copy of the built server: `main` and `operator` are the paths of the two bundles. */
export interface Build {
  main: string;
  operator: string;
  remove(): Promise<void>;
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Instance {
  name: string;
  port: number;
  baseUrl: string;
  pid: number;
  /** Sends a signal and returns at once (SIGKILL for a crash). */
  kill(signal?: NodeJS.Signals): void;
  /** SIGTERM (graceful shutdown), then waits for the exit; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<ExitInfo>;
  exited: Promise<ExitInfo>;
  /** False once the process has exited. */
  alive(): boolean;
  /** The last lines the process wrote (stdout and stderr), for failure messages. */
  output(): string;
}

async function newestMtime(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'dist')
      newest = Math.max(newest, await newestMtime(full));
    else if (entry.isFile() && /\.(ts|json)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
      newest = Math.max(newest, (await stat(full)).mtimeMs);
  }
  return newest;
}

function runQuiet(command: string, args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** True when dist/ is missing or older than a source it bundles (the server and the workspace packages). */
export async function buildIsStale(): Promise<boolean> {
  const bundle = await stat(path.join(serverDir, 'dist', 'main.js')).catch(() => undefined);
  if (!bundle) return true;
  const sources = [path.join(serverDir, 'src'), path.join(repoRoot, 'packages')];
  const newest = Math.max(...(await Promise.all(sources.map(newestMtime))));
  return newest > bundle.mtimeMs;
}

/**
 * Builds the server when stale, then copies dist/ into apps/server/node_modules/.jade-cluster/<id>/:
 * under the @jade/server folder (so the bundle still finds its migrations) and next to the same
 * node_modules, but out of reach of the next `npm run build`.
 */
export async function prepareBuild(): Promise<Build> {
  for (let attempt = 1; ; attempt++) {
    if (await buildIsStale()) {
      const { code, output } = await runQuiet('npm', ['run', 'build', '-w', '@jade/server'], repoRoot);
      if (code !== 0) throw new Error(`npm run build -w @jade/server failed:\n${output}`);
    }
    const dir = path.join(serverDir, 'node_modules', '.jade-cluster', randomBytes(4).toString('hex'));
    await mkdir(path.dirname(dir), { recursive: true });
    try {
      await cp(path.join(serverDir, 'dist'), dir, { recursive: true });
      await Promise.all(['main.js', 'operator.js'].map((file) => stat(path.join(dir, file))));
      return {
        main: path.join(dir, 'main.js'),
        operator: path.join(dir, 'operator.js'),
        remove: () => rm(dir, { recursive: true, force: true }),
      };
    } catch (error) {
      // Someone rebuilt dist/ while we copied it: try once more.
      await rm(dir, { recursive: true, force: true });
      if (attempt >= 2) throw error;
    }
  }
}

/** A TCP port free on 127.0.0.1 right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** One SECRET_KEYS value for every instance of a cluster (they must share it). */
export function generateSecretKeys(): string {
  return `k1:${randomBytes(32).toString('base64')}`;
}

export interface ClusterEnvOptions {
  databaseUrl: string;
  redisUrl?: string;
  secretKeys?: string;
  /** Anything else (JOB_POLL_MS, LOTTERY_ELOTT_DRAW_SECONDS, ...); wins over the defaults below. */
  extra?: Record<string, string>;
}

/** The environment every instance of one cluster shares (PORT is added per instance). */
export function clusterEnv(options: ClusterEnvOptions): Record<string, string> {
  return {
    DATABASE_URL: options.databaseUrl,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    SECRET_KEYS: options.secretKeys ?? generateSecretKeys(),
    HOST,
    TRUST_PROXY: 'loopback',
    SEED_DEMO: 'true',
    CAPTCHA_TEST_ANSWER: 'TEST',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    JOB_POLL_MS: '500',
    NODE_ENV: 'development',
    ...options.extra,
  };
}

/** The parent's environment minus anything Jade reads, so the cluster's env is the only config. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'SECRET_KEYS',
    'PORT',
    'DATA_DIR',
    'MAINTENANCE',
    'INIT_CWD',
  ])
    delete env[name];
  return env;
}

async function waitReady(url: string, exited: Promise<ExitInfo>, timeoutMs: number): Promise<void> {
  let gone: ExitInfo | undefined;
  void exited.then((info) => (gone = info));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`exited before ready (code ${gone.code}, signal ${gone.signal})`);
    const status = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not ready after ${timeoutMs} ms`);
}

export interface StartOptions {
  env: Record<string, string>;
  name?: string;
  port?: number;
  readyTimeoutMs?: number;
}

/** Starts `node <build.main>` with `env` on 127.0.0.1 and resolves once /readyz answers 200. */
export async function startInstance(build: Build, options: StartOptions): Promise<Instance> {
  const port = options.port ?? (await freePort());
  const name = options.name ?? `jade:${port}`;
  const child: ChildProcess = spawn(process.execPath, [build.main], {
    cwd: serverDir,
    env: { ...baseEnv(), ...options.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<ExitInfo>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = `http://${HOST}:${port}`;
  const instance: Instance = {
    name,
    port,
    baseUrl,
    pid: child.pid ?? -1,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    kill: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    async stop(graceMs = 30_000) {
      instance.kill('SIGTERM');
      const timer = setTimeout(() => instance.kill('SIGKILL'), graceMs);
      const info = await exited;
      clearTimeout(timer);
      return info;
    },
    output: () => lines.join('\n'),
  };
  try {
    await waitReady(baseUrl, exited, options.readyTimeoutMs ?? 60_000);
  } catch (error) {
    instance.kill('SIGKILL');
    await exited;
    throw new Error(`instance ${name}: ${(error as Error).message}\n${instance.output()}`, { cause: error });
  }
  return instance;
}

/** Starts `count` instances one after another (the first migrates and seeds; the rest find it done). */
export async function startInstances(
  build: Build,
  env: Record<string, string>,
  count: number,
  names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
): Promise<Instance[]> {
  const started: Instance[] = [];
  try {
    for (let i = 0; i < count; i++)
      started.push(await startInstance(build, { env, name: names[i] ?? `i${i}` }));
    return started;
  } catch (error) {
    await Promise.all(started.map((instance) => instance.stop(5_000)));
    throw error;
  }
}

export interface Database {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database `<prefix>_<random>` next to `baseUrl`'s; drop() removes it (connections too). */
export async function createDatabase(baseUrl = DEFAULT_PG_URL, prefix = 'jade_cluster'): Promise<Database> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export interface RedisDb {
  index: number;
  url: string;
  /** Deletes Jade's keys in this DB index (rate limits, lock-outs, replay guard) and our claim. */
  release(): Promise<void>;
}

const CLAIM_KEY = 'jade:cluster:claim';

/**
 * Claims a Redis DB index (1–15) nobody else claimed, so this cluster's `jade:rl:` counters neither see
 * nor touch another run's. The claim expires by itself after `ttlMs` if we die without releasing it.
 * (Pub/sub is not per DB: cache invalidations from other clusters only cost an extra cache miss.)
 */
export async function claimRedisDb(baseUrl = DEFAULT_REDIS_URL, ttlMs = 3 * 3600_000): Promise<RedisDb> {
  const owner = `${process.pid}:${randomBytes(4).toString('hex')}`;
  for (let index = 1; index < 16; index++) {
    const url = new URL(baseUrl);
    url.pathname = `/${index}`;
    const redis = new Redis(url.toString(), { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
    try {
      if ((await redis.set(CLAIM_KEY, owner, 'PX', ttlMs, 'NX')) !== 'OK') continue;
      const release = async () => {
        const client = new Redis(url.toString(), { lazyConnect: true, maxRetriesPerRequest: 2 });
        await client.connect();
        try {
          for await (const keys of client.scanStream({ match: 'jade:rl:*', count: 500 }))
            if ((keys as string[]).length) await client.del(...(keys as string[]));
          if ((await client.get(CLAIM_KEY)) === owner) await client.del(CLAIM_KEY);
        } finally {
          client.disconnect();
        }
      };
      // Leftovers of a run that died without cleaning up.
      await release();
      await redis.set(CLAIM_KEY, owner, 'PX', ttlMs);
      return { index, url: url.toString(), release };
    } finally {
      redis.disconnect();
    }
  }
  throw new Error('no free Redis DB index (1–15): all claimed');
}

/** Runs the built operator CLI with the cluster's env; resolves with its exit code and output. */
export function runOperator(
  build: Build,
  env: Record<string, string>,
  args: string[],
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [build.operator, ...args], {
      cwd: serverDir,
      env: { ...baseEnv(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** `operator reconcile`: clean when it exits 0 (the ledger proves out). */
export async function reconcile(build: Build, env: Record<string, string>) {
  const { code, output } = await runOperator(build, env, ['reconcile']);
  return { clean: code === 0, output };
}
