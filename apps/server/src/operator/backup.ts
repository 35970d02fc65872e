import { execFile } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { chmod, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { UsageError } from './parse-args';

const run = promisify(execFile);

/** A refusal the CLI prints as it is (exit code 1). */
export class BackupError extends Error {
  override name = 'BackupError';
}

type Tool = 'pg_dump' | 'pg_restore';

/**
 * Folders that may hold the PostgreSQL client tools, most specific first: PG_BIN_DIR, Debian's
 * versioned folders (newest first), then the PATH. The embedded package ships only initdb, pg_ctl and
 * postgres, so its cluster needs client tools of its major version or newer from one of these.
 */
function candidates(tool: Tool): string[] {
  const found: string[] = [];
  const own = process.env.PG_BIN_DIR;
  if (own) found.push(path.join(own, tool));
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const majors = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const major of majors) found.push(path.join(debian, major, 'bin', tool));
  }
  found.push(tool);
  return found.filter((file) => file === tool || existsSync(file));
}

/** The file a PATH name or link leads to, so one tool found twice is listed once. */
function safeRealpath(file: string): string {
  if (!file.includes('/')) {
    const dir = (process.env.PATH ?? '').split(':').find((d) => d && existsSync(path.join(d, file)));
    if (!dir) return file;
    file = path.join(dir, file);
  }
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

async function majorOf(file: string): Promise<number | null> {
  try {
    const { stdout } = await run(file, ['--version']);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The first client tool able to talk to a server of `serverMajor` (pg_dump refuses newer servers). */
export async function findPgTool(tool: Tool, serverMajor: number): Promise<string> {
  const seen: string[] = [];
  for (const file of candidates(tool)) {
    if (seen.some((s) => s.startsWith(`${safeRealpath(file)} `))) continue;
    const major = await majorOf(file);
    if (major === null) continue;
    if (major >= serverMajor) return file;
    seen.push(`${safeRealpath(file)} (${major})`);
  }
  if (serverMajor === 0) throw new BackupError(`${tool} not found: install the PostgreSQL client tools.`);
  throw new BackupError(
    `${tool} ${serverMajor} or newer is needed for this PostgreSQL ${serverMajor} server; found ` +
      `${seen.length ? seen.join(', ') : 'none'}. Install the PostgreSQL ${serverMajor} client tools ` +
      `and/or set PG_BIN_DIR to the folder that holds ${tool} (docs/operations.md, "Backup and restore").`,
  );
}

/** True when a pg_dump able to dump a server of `major` is installed. */
export function pgDumpFits(major: number): Promise<boolean> {
  return findPgTool('pg_dump', major).then(
    () => true,
    () => false,
  );
}

/** The password goes to the tool through PGPASSWORD, never on its command line (visible in ps). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  else delete env.PGPASSWORD;
  return { dbname: parsed.toString(), env };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
  return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
}

/** Tables, views and sequences outside PostgreSQL's own schemas: a restore needs none there. */
export async function countUserRelations(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'`,
  );
  return Number(rows[0]!.n);
}

/** `pg_dump -Fc` of the database at `url` into `file` (compressed, restorable table by table). */
export async function backupDatabase(url: string, file: string): Promise<{ tool: string }> {
  const major = await withClient(url, serverMajor);
  const tool = await findPgTool('pg_dump', major);
  const { dbname, env } = connection(url);
  // A backup holds password hashes and sealed secrets: readable by the operator's user only (pg_dump
  // truncates an existing file and keeps its mode).
  await writeFile(file, '', { mode: 0o600 });
  await chmod(file, 0o600);
  try {
    await run(
      tool,
      ['--format=custom', '--no-owner', '--no-privileges', '--file', file, '--dbname', dbname],
      {
        env,
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  } catch (error) {
    await rm(file, { force: true });
    throw new BackupError(
      `pg_dump failed: ${(error as { stderr?: string }).stderr?.trim() || String(error)}`,
    );
  }
  return { tool };
}

/**
 * pg_restore of `file` into the database at `url`, in one transaction (all or nothing). A database
 * that already holds tables is refused unless `force`, which drops what the backup recreates first.
 */
export async function restoreDatabase(url: string, file: string, force: boolean): Promise<{ tool: string }> {
  if (!existsSync(file)) throw new BackupError(`no backup file at ${file}`);
  const relations = await withClient(url, countUserRelations);
  if (relations > 0 && !force) {
    throw new BackupError(
      `The target database is not empty (${relations} tables, views or sequences). Restore into a new ` +
        'empty database (--into <url>), or add --force to replace what the backup holds.',
    );
  }
  // pg_restore reads archives of its own version and older and writes to older or newer servers, so
  // the newest one found is used (PG_BIN_DIR first).
  const tool = await findPgTool('pg_restore', 0);
  const { dbname, env } = connection(url);
  const args = [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    '--dbname',
    dbname,
  ];
  if (relations > 0) args.push('--clean', '--if-exists');
  try {
    await run(tool, [...args, file], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    throw new BackupError(
      `pg_restore failed: ${(error as { stderr?: string }).stderr?.trim() || String(error)}`,
    );
  }
  return { tool };
}

export type BackupCommand =
  { kind: 'backup'; file: string } | { kind: 'restore'; file: string; into?: string; force: boolean };

export const BACKUP_USAGE = `Backup and restore (PostgreSQL client tools pg_dump / pg_restore; PG_BIN_DIR picks them):

  backup <file>                             pg_dump -Fc of the server's database (DATABASE_URL or embedded)
  restore <file> [--into <url>] [--force]   pg_restore into the server's database, or into <url>;
                                            refused when the target holds tables, unless --force

  Without a pg_dump of the embedded cluster's major version, backup takes a file-level snapshot of the
  stopped cluster, and restore of such a snapshot replaces DATA_DIR's cluster (--force sets it aside).`;

export function parseBackupArgs(argv: readonly string[]): BackupCommand {
  const [command, ...rest] = argv;
  const words: string[] = [];
  let into: string | undefined;
  let force = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--force') force = true;
    else if (arg === '--into' || arg.startsWith('--into=')) {
      into = arg.includes('=') ? arg.slice('--into='.length) : rest[++i];
      if (!into || into.startsWith('--')) throw new UsageError('--into needs a database URL');
      if (!/^postgres(ql)?:\/\//.test(into)) throw new UsageError('--into must be a postgres:// URL');
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else words.push(arg);
  }
  if (words.length !== 1) throw new UsageError(`${command} needs exactly one file`);
  const file = path.resolve(words[0]!);
  if (command === 'backup') {
    if (into !== undefined || force) throw new UsageError('--into and --force only go with restore');
    return { kind: 'backup', file };
  }
  if (command === 'restore') return { kind: 'restore', file, force, ...(into ? { into } : {}) };
  throw new UsageError(`unknown command "${command ?? ''}"`);
}
