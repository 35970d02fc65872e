// `operator batch`: many commands through one process. Each line of standard input is a command's
// arguments as a JSON array of strings; each answer is one JSON line on standard output,
// `{"code":0,"stdout":"…","stderr":"…"}`, in the order the commands came. A script that runs hundreds
// of commands (the journeys read the SMS outbox this way) pays Node's start-up, the database's opening
// and the demo seeding once instead of once a command.
import { createInterface } from 'node:readline';
import { format } from 'node:util';

export const BATCH_USAGE = `  batch                                     one command a line on stdin, as a JSON array of its
                                            arguments; one JSON line each on stdout: code, stdout, stderr`;

/** Commands a batch refuses: they stop or replace the database the batch holds open. */
export const NOT_IN_BATCH = new Set(['batch', 'backup', 'restore']);

export interface BatchAnswer {
  code: number;
  stdout: string;
  stderr: string;
}

/** Parses one input line; a string describing the problem when it is not a JSON array of strings. */
export function parseBatchLine(line: string): string[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return 'not JSON: expected an array of strings, e.g. ["status"]';
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((a) => typeof a === 'string'))
    return 'expected a non-empty array of strings, e.g. ["status"]';
  if (NOT_IN_BATCH.has(parsed[0] as string)) return `"${parsed[0] as string}" cannot run inside a batch`;
  return parsed as string[];
}

/**
 * Runs `run(argv)` with what it prints through `console` and `process.stdout` kept for its answer.
 * Commands run one at a time, so swapping the process's writers for the duration is safe.
 */
export async function captured(run: () => Promise<number>): Promise<BatchAnswer> {
  const out: string[] = [];
  const err: string[] = [];
  const saved = {
    log: console.log,
    info: console.info,
    warn: console.warn,
    error: console.error,
    write: process.stdout.write,
  };
  console.log = console.info = (...args: unknown[]) => void out.push(`${format(...args)}\n`);
  console.warn = console.error = (...args: unknown[]) => void err.push(`${format(...args)}\n`);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    out.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  }) as typeof process.stdout.write;
  let code: number;
  try {
    code = await run();
  } catch (error) {
    err.push(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    code = 1;
  } finally {
    Object.assign(console, { log: saved.log, info: saved.info, warn: saved.warn, error: saved.error });
    process.stdout.write = saved.write;
  }
  return { code, stdout: out.join(''), stderr: err.join('') };
}

/** Reads commands until standard input ends; `dispatch` runs one and answers its exit code. */
export async function runBatch(dispatch: (argv: string[]) => Promise<number>): Promise<number> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const argv = parseBatchLine(line);
    const answer: BatchAnswer =
      typeof argv === 'string'
        ? { code: 2, stdout: '', stderr: `${argv}\n` }
        : await captured(() => dispatch(argv));
    process.stdout.write(`${JSON.stringify(answer)}\n`);
  }
  return 0;
}
