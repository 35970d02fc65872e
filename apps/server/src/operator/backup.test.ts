import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBackupArgs } from './backup';
import { UsageError } from './parse-args';

describe('backup and restore arguments', () => {
  it('reads the file, the target database and --force', () => {
    expect(parseBackupArgs(['backup', 'jade.dump'])).toEqual({
      kind: 'backup',
      file: path.resolve('jade.dump'),
    });
    expect(parseBackupArgs(['restore', '/tmp/a.dump'])).toEqual({
      kind: 'restore',
      file: '/tmp/a.dump',
      force: false,
    });
    expect(parseBackupArgs(['restore', '/tmp/a.dump', '--into', 'postgres://h/db', '--force'])).toEqual({
      kind: 'restore',
      file: '/tmp/a.dump',
      into: 'postgres://h/db',
      force: true,
    });
    expect(parseBackupArgs(['restore', '--into=postgresql://h/db', '/tmp/a.dump'])).toMatchObject({
      into: 'postgresql://h/db',
    });
  });

  it('refuses a missing file, extra words, a bad URL and restore options on backup', () => {
    for (const argv of [
      ['backup'],
      ['backup', 'a', 'b'],
      ['restore', 'a', '--into'],
      ['restore', 'a', '--into', 'mysql://x'],
      ['backup', 'a', '--force'],
      ['restore', 'a', '--all'],
    ]) {
      expect(() => parseBackupArgs(argv), argv.join(' ')).toThrow(UsageError);
    }
  });
});
