import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isProcessAlive, readPostmasterPid } from './embedded-postgres';

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
