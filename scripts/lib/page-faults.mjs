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
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      if (!/^(chromium|chrome|headless_shell)/.test(comm)) continue;
      counts.set(Number(pid), {
        process: minorFaults(`/proc/${pid}/stat`),
        main: minorFaults(`/proc/${pid}/task/${pid}/stat`),
      });
    } catch {
      // Ended while read.
    }
  }
  return counts;
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
