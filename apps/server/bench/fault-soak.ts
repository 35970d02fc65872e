// The fault soak, full run (issue 13, item 6):
//
//   npm run bench:soak -w @jade/server [-- --ops 10000 --clients 100 --instances 2 --retries 5
//                                         [--no-restart-killed] [--write]]
//
// 10,000 mixed money operations from 100 clients through a load balancer in front of 2 built server
// instances on a PostgreSQL of the soak's own and Redis; the database is restarted once (at 30 % of the
// operations) and one instance is killed with SIGKILL once (at 60 %) and started again. Then the oracle:
// zero drift, zero negative balances, zero double applications, reconcile clean (cluster/soak.ts).
// `--retries 0`: clients that never retry, so every call cut by a fault stays unknown until the oracle
// resolves it through the ledger (and the replays settle it).
// Prints the figures and the verdict as JSON; exit code 1 on any violation. `--write` appends them,
// with the machine's load before and after and the command, to docs/performance.md ("Fault soak").
// Run measurements under `flock /tmp/jade-bench.lock …` on a shared machine.
import { appendFile, readFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { verdictSummary } from './cluster/oracle';
import { runSoak, WINDOW_TAIL_MS, type SoakResult } from './cluster/soak';

function option(name: string, fallback: number, max: number, min = 1): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`--${name} must be a whole number in ${min}..${max}`);
  return value;
}

const OPS = option('ops', 10_000, 200_000);
const CLIENTS = option('clients', 100, 1_000);
const INSTANCES = option('instances', 2, 8);
// 0: clients that never retry, so every cut call stays unknown until the oracle asks the ledger.
const RETRIES = option('retries', 5, 10, 0);
if (INSTANCES < 2) throw new Error('--instances must be at least 2: one of them is killed');
const WRITE = process.argv.includes('--write');
const RESTART_KILLED = !process.argv.includes('--no-restart-killed');
const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/performance.md');
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');

function table(result: SoakResult): string {
  const v = result.verdict;
  const f = result.finalVerdict;
  const rows = [
    [
      'operations',
      `${result.opsDone} in ${(result.elapsedMs / 1000).toFixed(1)} s (${result.opsPerSecond}/s)`,
    ],
    [
      'outcomes',
      `${result.outcomes.acknowledged} acknowledged, ${result.outcomes.refused} refused, ${result.outcomes.unknown} unknown`,
    ],
    [
      'refusals',
      Object.entries(result.refusals)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ') || 'none',
    ],
    [
      'retried operations',
      `${result.retriedOps} (${result.attempts} attempts, ${result.failedAttempts} without a definite answer); ` +
        `${result.appliedUnseen} answered as a replay (an earlier attempt had applied it, its answer lost)`,
    ],
    ...result.faults.map((fault) => [
      `${fault.kind} at op ${fault.atOp}`,
      `${fault.kind === 'SIGKILL' ? 'replacement ready' : 'database back'} after ${fault.recoveryMs} ms; ` +
        `${fault.failedAttempts} attempts without a definite answer from then to ${WINDOW_TAIL_MS / 1000} s after that ` +
        `(${
          Object.entries(fault.failedByStatus)
            .map(([k, n]) => `${k} ${n}`)
            .join(', ') || 'none'
        }), ` +
        `last ${fault.lastFailureAfterMs} ms after it`,
    ]),
    ['unknown outcomes', `${v.unknownApplied} applied, ${v.unknownNotApplied} not applied (from the ledger)`],
    ['replays (same key)', `${result.replay.sent} sent, ${result.replay.mismatches.length} mismatches`],
    [
      'oracle',
      `drift ${v.drift.length}/${f.drift.length}, negative ${v.negative.length}/${f.negative.length}, ` +
        `double applications ${v.doubleApplied.length}/${f.doubleApplied.length}, lost ${v.lost.length}/${f.lost.length}, ` +
        `unexplained ${v.unexplained.length}/${f.unexplained.length}, reconcile ${v.reconcileClean && f.reconcileClean ? 'clean' : 'NOT clean'} ` +
        '(before/after the replays)',
    ],
    ['instances that died unasked', String(result.unexpectedExits.length)],
    ['verdict', result.ok ? 'pass' : 'FAIL'],
  ];
  return ['| | |', '| --- | --- |', ...rows.map(([k, val]) => `| ${k} | ${val} |`)].join('\n');
}

async function main() {
  const before = load();
  const started = new Date();
  // Ctrl-C or a kill: the servers, the proxy and the database go too, not just this process.
  const interrupt = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => interrupt.abort());
  const result = await runSoak({
    signal: interrupt.signal,
    ops: OPS,
    clients: CLIENTS,
    instances: INSTANCES,
    restartKilled: RESTART_KILLED,
    retries: RETRIES,
    log: (line) => console.error(`[soak] ${line}`),
  });
  const after = load();
  const report = {
    ...result,
    machine: { cpus: availableParallelism(), cpuModel: cpus()[0]?.model, node: process.version },
    loadAverage: { before, after },
    verdict: verdictSummary(result.verdict),
    finalVerdict: verdictSummary(result.finalVerdict),
  };
  console.info(JSON.stringify(report, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2));
  console.info(`\n${table(result)}`);
  if (WRITE) {
    const command = `npm run bench:soak -w @jade/server -- ${process.argv.slice(2).join(' ')}`.trim();
    const heading = (await readFile(docs, 'utf8')).includes('\n## Fault soak') ? '' : '\n## Fault soak\n';
    await appendFile(
      docs,
      `${heading}\n### ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC: ${OPS} operations, ` +
        `${CLIENTS} clients, ${INSTANCES} instances, ` +
        `${RETRIES === 0 ? 'clients that never retry' : `up to ${RETRIES} retries per call`}\n\n` +
        `\`${command}\` on ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}; ` +
        `load average (1, 5, 15 min) ${before} before, ${after} after.\n\n${table(result)}\n`,
    );
    console.info(`\nAppended to ${path.relative(process.cwd(), docs)}.`);
  }
  return result.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
