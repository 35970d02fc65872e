import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  firstUnenterable,
  isProcessAlive,
  pathChain,
  readPostmasterPid,
  startEmbeddedPostgres,
  withPrivateTmpdir,
} from './embedded-postgres';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jade-pg-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe('postmaster.pid', () => {
  it('reads the pid and port of a cluster, or null without one', async () => {
    expect(await readPostmasterPid(dir)).toBeNull();
    await writeFile(
      path.join(dir, 'postmaster.pid'),
      '4242\n/data/postgres\n1790000000\n54329\n\n127.0.0.1\n',
    );
    expect(await readPostmasterPid(dir)).toEqual({ pid: 4242, port: 54329 });
    await writeFile(path.join(dir, 'postmaster.pid'), 'garbage\n');
    expect(await readPostmasterPid(dir)).toBeNull();
  });

  it('tells a live process from a dead one', () => {
    expect(isProcessAlive(process.pid)).toBe(true);
    expect(isProcessAlive(2 ** 22 + 12345)).toBe(false);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('the folders on the way to the cluster', () => {
  it('lists every folder from the root down', () => {
    expect(pathChain('/a/b/c')).toEqual(['/', '/a', '/a/b', '/a/b/c']);
    expect(pathChain('/')).toEqual(['/']);
  });

  // As root the cluster runs as the `postgres` system user; a private (0700) parent such as a
  // `mktemp -d` folder used to fail in initdb with a bare "Permission denied".
  const asRoot = userInfo().uid === 0;
  it.runIf(asRoot)(
    'names a private parent folder the postgres user cannot enter, and starts once it can',
    async () => {
      // mkdtemp makes a 0700 folder owned by root, as `mktemp -d` does.
      const parent = dir;
      const dataDir = path.join(parent, 'data');
      const id = (flag: string) =>
        Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
      const postgres = { uid: id('-u'), gid: id('-g') };
      expect(await firstUnenterable(pathChain(dataDir), postgres)).toBe(parent);

      const port = await freePort();
      await expect(startEmbeddedPostgres({ dataDir, port, database: 'jade' })).rejects.toThrow(
        new RegExp(
          `system user "postgres".*cannot enter ${parent} on the way to the data folder.*setfacl -m u:postgres:x ${parent}`,
          's',
        ),
      );

      // Search permission alone (no listing) is enough.
      await chmod(parent, 0o711);
      const db = await startEmbeddedPostgres({ dataDir, port, database: 'jade' });
      try {
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
        await client.end();
      } finally {
        await db.stop();
      }
    },
  );
});

describe('the password file of initdb', () => {
  it('goes to a private temporary folder (0700) that is removed afterwards', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'jade-tmpdir-'));
    try {
      const seen = await withPrivateTmpdir(parent, null, async () => {
        const dir = tmpdir();
        return { dir, mode: (await stat(dir)).mode & 0o777 };
      });
      expect(path.dirname(seen.dir)).toBe(parent);
      expect(seen.mode).toBe(0o700);
      expect(existsSync(seen.dir)).toBe(false);
      expect(tmpdir()).not.toBe(seen.dir);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
