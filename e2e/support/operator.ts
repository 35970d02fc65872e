import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './env';

const execFileAsync = promisify(execFile);

/**
 * Runs the operator CLI (`node apps/server/dist/operator.js <args>`) against the e2e server's database
 * and resolves with its stdout; rejects with its output when it exits non-zero.
 *
 * `scripts/test-e2e.mjs` passes the server's environment (DATA_DIR, EMBEDDED_PG_PORT, ...) to
 * Playwright, so the CLI reaches the same database as the server under test. Tests that change
 * server-wide state belong in `*.serial.spec.ts` (the global-state project) and must undo it.
 *
 * The e2e server runs without Redis, so it picks up an operator change within its cache lifetime
 * (5 seconds): wait for the effect with `expect.poll(...)` or `expect(...).toPass()`, not a sleep.
 *
 * @example await operator(['maintenance', 'on', '--until', '2030-01-01T00:00:00Z']);
 */
export async function operator(args: string[]): Promise<string> {
  if (process.env.JADE_E2E !== '1') {
    throw new Error(
      'operator() needs the environment of the e2e server: run the journeys with `npm run test:e2e`, ' +
        'so they never touch a developer database.',
    );
  }
  const cli = path.join(repoRoot, 'apps/server/dist/operator.js');
  try {
    const { stdout } = await execFileAsync(process.execPath, [cli, ...args], {
      cwd: repoRoot,
      env: process.env,
      timeout: 60_000,
      maxBuffer: 10 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const failure = error as Error & { code?: number | string; stdout?: string; stderr?: string };
    throw new Error(
      `operator ${args.join(' ')} failed (${failure.code ?? failure.message})\n` +
        `stdout:\n${failure.stdout ?? ''}\nstderr:\n${failure.stderr ?? ''}`,
      { cause: error },
    );
  }
}
