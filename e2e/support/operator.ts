import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from './env';

interface Answer {
  code: number;
  stdout: string;
  stderr: string;
}

interface Waiting {
  args: string[];
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

/**
 * One `operator batch` process per Playwright worker (apps/server/src/operator/batch.ts): a command is
 * a JSON line in, its answer a JSON line out, in order. Starting the CLI for each command cost about a
 * second of Node's start-up, the database's opening and the demo seeding, some 200 times a run.
 */
class OperatorBatch {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: Waiting[] = [];
  private stderr = '';
  ended = false;

  constructor() {
    const cli = path.join(repoRoot, 'apps/server/dist/operator.js');
    this.child = spawn(process.execPath, [cli, 'batch'], { cwd: repoRoot, env: process.env });
    this.child.stderr.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString('utf8')).slice(-4000);
    });
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const next = this.waiting.shift();
      if (next) next.resolve(JSON.parse(line) as Answer);
    });
    this.child.on('close', (code) => {
      this.ended = true;
      for (const w of this.waiting.splice(0))
        w.reject(
          new Error(
            `operator batch ended (exit ${code}) before answering ${w.args.join(' ')}\n${this.stderr}`,
          ),
        );
    });
    // The worker may end without closing it: the batch then sees its standard input end and exits.
    this.child.unref();
    for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr])
      (stream as unknown as { unref?: () => void }).unref?.();
  }

  run(args: string[], timeoutMs: number): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(() => {
        // The answers would no longer match their questions: end this batch, the next call starts one.
        this.ended = true;
        this.child.kill();
        reject(new Error(`operator ${args.join(' ')}: no answer within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.waiting.push({
        args,
        resolve: (answer) => {
          clearTimeout(timer);
          resolve(answer);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.child.stdin.write(`${JSON.stringify(args)}\n`);
    });
  }
}

let batch: OperatorBatch | undefined;

/**
 * Runs an operator CLI command (`node apps/server/dist/operator.js <args>`) against the e2e server's
 * database and resolves with its stdout; rejects with its output when it exits non-zero.
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
  if (!batch || batch.ended) batch = new OperatorBatch();
  const { code, stdout, stderr } = await batch.run(args, 60_000);
  if (code !== 0) {
    throw new Error(`operator ${args.join(' ')} failed (${code})\nstdout:\n${stdout}\nstderr:\n${stderr}`);
  }
  return stdout;
}
