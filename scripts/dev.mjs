// `npm run dev`: the API server (tsx watch, port 8080) and the Vite dev server (which proxies API calls
// to 8080) side by side, each line prefixed with where it came from. Ctrl-C stops both; when one of
// them exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { repoRoot } from './lib/proc.mjs';

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);

const services = [
  { name: 'server', color: 36, args: ['run', 'dev', '-w', '@jade/server'], env: { PORT: '8080' } },
  { name: 'web', color: 35, args: ['run', 'dev', '-w', '@jade/web'], env: {} },
];
const width = Math.max(...services.map((s) => s.name.length));

let stopping = false;
let exitCode = 0;
const running = new Set();

for (const service of services) {
  // Each in its own process group, so that stopping reaches npm's grandchildren (tsx, vite) as well.
  const child = spawn('npm', service.args, {
    cwd: repoRoot,
    env: { ...process.env, ...(useColor ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }), ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = paint(service.color, `[${service.name.padEnd(width)}]`);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
  }
  running.add(child);
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (!stopping) {
      console.log(`${prefix} exited (${signal ?? `code ${code}`}); stopping the others.`);
      exitCode = code || 1;
      stopAll('SIGTERM');
    }
    if (running.size === 0) process.exit(exitCode);
  });
}

function stopAll(signal) {
  stopping = true;
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
  // Whatever ignores SIGTERM for 10 seconds is killed.
  setTimeout(() => {
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }, 10_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    console.log(`\n${signal}: stopping the server and the web dev server…`);
    stopAll('SIGTERM');
  });
}
