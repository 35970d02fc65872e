import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { isProcessAlive, readPostmasterPid } from './embedded-postgres';

const run = promisify(execFile);

/**
 * A file-level snapshot of a STOPPED embedded cluster (`DATA_DIR/postgres` and its password file), as a
 * gzipped tar. It is the backup of the embedded database where no pg_dump of its major version exists
 * (the package ships the server only): a stopped cluster's files are consistent as they are.
 */
export class SnapshotError extends Error {
  override name = 'SnapshotError';
}

const CLUSTER = 'postgres';
const SECRET = 'postgres.secret';

/** The major version of the cluster in `dataDir`, or null when there is none. */
export async function clusterMajor(dataDir: string): Promise<number | null> {
  const file = path.join(dataDir, CLUSTER, 'PG_VERSION');
  if (!existsSync(file)) return null;
  return Number((await readFile(file, 'utf8')).trim());
}

/** True while a PostgreSQL process runs on the cluster (a server, or the operator CLI). */
export async function clusterRunning(dataDir: string): Promise<boolean> {
  const running = await readPostmasterPid(path.join(dataDir, CLUSTER));
  return running !== null && isProcessAlive(running.pid);
}

export async function snapshotCluster(dataDir: string, file: string): Promise<void> {
  if ((await clusterMajor(dataDir)) === null) throw new SnapshotError(`no embedded cluster in ${dataDir}`);
  if (await clusterRunning(dataDir)) {
    throw new SnapshotError('the embedded PostgreSQL is running: stop the server for a file-level snapshot');
  }
  // Holds password hashes, sealed secrets and the cluster's password: the operator's user only.
  await writeFile(file, '', { mode: 0o600 });
  await chmod(file, 0o600);
  try {
    await run('tar', [
      '--create',
      '--gzip',
      '--file',
      file,
      '--directory',
      dataDir,
      `--exclude=${CLUSTER}/postmaster.pid`,
      `--exclude=${CLUSTER}/postmaster.opts`,
      CLUSTER,
      SECRET,
    ]);
  } catch (error) {
    await rm(file, { force: true });
    throw new SnapshotError(`tar failed: ${(error as { stderr?: string }).stderr?.trim() || String(error)}`);
  }
}

/** True for a gzip file (a snapshot); a pg_dump archive starts with "PGDMP". */
export async function isSnapshot(file: string): Promise<boolean> {
  const head = (await readFile(file)).subarray(0, 2);
  return head[0] === 0x1f && head[1] === 0x8b;
}

/**
 * Puts a snapshot in place of the stopped cluster of `dataDir`. An existing cluster is refused unless
 * `force`, which keeps it beside as `postgres.before-restore-<time>` (nothing is deleted).
 */
export async function restoreSnapshot(dataDir: string, file: string, force: boolean): Promise<void> {
  if (await clusterRunning(dataDir)) {
    throw new SnapshotError(
      'the embedded PostgreSQL is running: stop the server before restoring a snapshot',
    );
  }
  await mkdir(dataDir, { recursive: true });
  if (existsSync(path.join(dataDir, CLUSTER))) {
    if (!force) {
      throw new SnapshotError(
        `${path.join(dataDir, CLUSTER)} already holds a cluster: add --force to set it aside and restore`,
      );
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await rename(path.join(dataDir, CLUSTER), path.join(dataDir, `${CLUSTER}.before-restore-${stamp}`));
    if (existsSync(path.join(dataDir, SECRET))) {
      await rename(path.join(dataDir, SECRET), path.join(dataDir, `${SECRET}.before-restore-${stamp}`));
    }
  }
  try {
    // As root tar restores the owners by name (the postgres system user), so the cluster starts as is.
    await run('tar', ['--extract', '--gzip', '--file', file, '--directory', dataDir]);
  } catch (error) {
    throw new SnapshotError(`tar failed: ${(error as { stderr?: string }).stderr?.trim() || String(error)}`);
  }
}
