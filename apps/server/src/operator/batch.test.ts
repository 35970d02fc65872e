import { describe, expect, it } from 'vitest';
import { captured, parseBatchLine } from './batch';

describe('operator batch', () => {
  it('takes a JSON array of strings as one command', () => {
    expect(parseBatchLine('["maintenance","on","--until","2030-01-01T00:00:00Z"]')).toEqual([
      'maintenance',
      'on',
      '--until',
      '2030-01-01T00:00:00Z',
    ]);
  });

  it('refuses what is not a command, and the commands that would pull the database from under it', () => {
    expect(parseBatchLine('status')).toMatch(/not JSON/);
    expect(parseBatchLine('[]')).toMatch(/non-empty array of strings/);
    expect(parseBatchLine('["status", 1]')).toMatch(/non-empty array of strings/);
    expect(parseBatchLine('{"0":"status"}')).toMatch(/non-empty array of strings/);
    for (const command of ['backup', 'restore', 'batch'])
      expect(parseBatchLine(JSON.stringify([command, 'x']))).toBe(`"${command}" cannot run inside a batch`);
  });

  it("keeps a command's console and stdout output for its answer and puts the writers back", async () => {
    const { log, error } = console;
    const write = process.stdout.write;
    const answer = await captured(async () => {
      console.info('row %d', 1);
      process.stdout.write('a,b\n');
      console.error('Refused: x');
      return 1;
    });
    expect(answer).toEqual({ code: 1, stdout: 'row 1\na,b\n', stderr: 'Refused: x\n' });
    expect(console.log).toBe(log);
    expect(console.error).toBe(error);
    expect(process.stdout.write).toBe(write);
  });

  it('answers a command that throws with exit code 1 and the error, and goes on', async () => {
    const answer = await captured(async () => {
      throw new Error('connection refused');
    });
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain('connection refused');
  });
});
