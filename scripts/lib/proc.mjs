// Small process helpers shared by the test and dev scripts. Plain Node, no dependencies, so they work
// right after `npm ci` on a fresh machine.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Path of a binary installed in the root node_modules (vitest, playwright, ...). */
export function bin(name) {
  return path.join(repoRoot, 'node_modules', '.bin', name);
}

export const isCI = ['1', 'true', 'yes'].includes(String(process.env.CI ?? '').toLowerCase());

/** True when this module's caller was started directly (`node scripts/x.mjs`), not imported. */
export function isMain(importMetaUrl) {
  return process.argv[1] != null && path.resolve(process.argv[1]) === fileURLToPath(importMetaUrl);
}

// The child currently running in the foreground, so that a signal sent to us reaches it too.
const foreground = new Set();

/**
 * Runs a command with inherited stdio (output streams as it comes) and resolves with its exit code.
 * A child killed by a signal resolves with 128 + signal number, like a shell.
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    foreground.add(child);
    child.on('error', (error) => {
      foreground.delete(child);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      foreground.delete(child);
      resolve(code ?? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGKILL' ? 9 : 15));
    });
  });
}

/**
 * Like `run`, for children running side by side: their output is read line by line and each line is
 * printed with `prefix`, so two runs stay readable in one log.
 */
export function runPrefixed(command, args, options = {}, prefix = '') {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    foreground.add(child);
    const relay = (stream, out) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) out.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => {
        if (rest) out.write(`${prefix}${rest}\n`);
      });
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('error', (error) => {
      foreground.delete(child);
      reject(error);
    });
    child.on('close', (code, signal) => {
      foreground.delete(child);
      resolve(code ?? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGKILL' ? 9 : 15));
    });
  });
}

/**
 * On SIGINT/SIGTERM, pass the signal on to the foreground children, run `cleanup` once, then exit.
 * Children started from a terminal get Ctrl-C themselves; CI's timeout sends SIGTERM to us only.
 */
export function onInterrupt(cleanup = async () => {}) {
  let stopping = false;
  const handler = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal} received: stopping…`);
    for (const child of foreground) child.kill(signal);
    try {
      await cleanup();
    } finally {
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/** A TCP port that is free on 127.0.0.1 right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
}

export function banner(text) {
  const line = '─'.repeat(Math.max(8, 72 - text.length - 4));
  console.log(`\n── ${text} ${line}`);
}
