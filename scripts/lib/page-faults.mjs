// Page faults: what a first load costs the host's memory system (Linux only, from /proc).
//
// A page load touches memory for the first time all the time (the renderer's heaps, the browser's and
// the GPU process's buffers); each first touch of a 4 KB page is a minor fault. benchmarkIndex times a
// compute loop and misses their cost, which differs tenfold between hosts of the same kind: about 2 µs
// on a bare or well-configured host, 10–21 µs on the slow virtual machines of docs/performance.md.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The host's cost of a first touch of memory, in µs per 4 KB page: a fresh process writes 128 MB
 * (the median of three). On a virtual machine whose page faults are slow (15 µs here on 2026-12-03
 * against about 1 µs on a bare host), the same build and benchmarkIndex scored 75 instead of 100
 * (decision P19).
 */
export function pageFaultCost() {
  const code =
    'const n = 128 * 1024 * 1024; const t = process.hrtime.bigint(); Buffer.allocUnsafeSlow(n).fill(1);' +
    'console.log(Number(process.hrtime.bigint() - t) / 1e3 / (n / 4096));';
  const samples = [0, 1, 2].map(() =>
    Number(execFileSync(process.execPath, ['-e', code], { encoding: 'utf8' })),
  );
  return samples.sort((a, b) => a - b)[1];
}

/** Minor faults from a /proc stat line (the fields after the command's closing parenthesis). */
function minorFaults(statPath) {
  const text = readFileSync(statPath, 'utf8');
  return Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[7]);
}

/**
 * The minor faults so far of every Chromium process on the host (`comm` chromium, chrome or
 * headless_shell), and of each one's main thread (the thread whose id is the process's). A Map pid →
 * { process, main }. Processes that end between two calls drop out; compare two calls with
 * {@link faultsBetween}. Another browser running meanwhile (a journey, a second trace) counts in "the
 * rest": measure on an otherwise quiet host, as the figures of docs/performance.md were.
 */
export function chromiumFaults() {
  const counts = new Map();
  forEachChromium((pid) =>
    counts.set(Number(pid), {
      process: minorFaults(`/proc/${pid}/stat`),
      main: minorFaults(`/proc/${pid}/task/${pid}/stat`),
    }),
  );
  return counts;
}

/** Calls `read(pid)` for each Chromium process on the host; one that ends while read is skipped. */
function forEachChromium(read) {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      if (/^(chromium|chrome|headless_shell)/.test(comm)) read(pid);
    } catch {
      // Ended while read.
    }
  }
}

/**
 * The faults between two {@link chromiumFaults} calls: of the page renderer's main thread (`pagePid`,
 * the process of the page's main thread in the trace), and of all the rest of Chromium. A process
 * started in between counts from zero.
 */
export function faultsBetween(before, after, pagePid) {
  let rest = 0;
  let pageMain = 0;
  for (const [pid, now] of after) {
    const then = before.get(pid) ?? { process: 0, main: 0 };
    if (pid === pagePid) {
      pageMain = now.main - then.main;
      rest += now.process - then.process - pageMain;
    } else {
      rest += now.process - then.process;
    }
  }
  return { pageMain, rest };
}

/** The process's role from its command line: browser, renderer, gpu-process, utility (network…). */
function processRole(pid) {
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  const type = args.find((arg) => arg.startsWith('--type='))?.slice(7) ?? 'browser';
  const service = args
    .find((arg) => arg.startsWith('--utility-sub-type='))
    ?.split('.')
    .at(-2);
  return service ? `${type} ${service}` : type;
}

/**
 * The minor faults so far of every thread of every Chromium process: a Map `pid/tid` →
 * { faults, role, thread } (role from the command line, thread from the thread's name with its digits
 * dropped, so that a pool's workers group together). For {@link faultsByThreadKind}.
 */
export function chromiumThreadFaults() {
  const counts = new Map();
  forEachChromium((pid) => {
    const role = processRole(pid);
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const thread = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim().replace(/\d+$/, '');
        counts.set(`${pid}/${tid}`, {
          pid: Number(pid),
          faults: minorFaults(`/proc/${pid}/task/${tid}/stat`),
          role,
          thread,
        });
      } catch {
        // The thread ended while read.
      }
    }
  });
  return counts;
}

/**
 * Where the faults between two {@link chromiumThreadFaults} calls went: totals per process role and
 * thread kind ("page renderer · Compositor"), largest first. Threads that ended in between are lost
 * (their faults stay in the process's total of {@link chromiumFaults}, not here).
 */
export function faultsByThreadKind(before, after, pagePid) {
  const totals = new Map();
  for (const [key, now] of after) {
    const then = before.get(key)?.faults ?? 0;
    const role = now.pid === pagePid ? 'page renderer' : now.role;
    const kind = `${role} · ${now.thread}`;
    totals.set(kind, (totals.get(kind) ?? 0) + now.faults - then);
  }
  return [...totals.entries()].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
}
