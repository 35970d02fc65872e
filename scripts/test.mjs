// `npm test`: the whole suite, in order, stopping at the first failure.
//
//   typecheck + lint (side by side) → unit → integration (embedded + external PostgreSQL, Redis) → end-to-end → soak
//
// Output streams as it comes. At the end: a timing summary per step and, as the very last line,
// `N passed, N failed` — the sum of the tests that Vitest and Playwright ran. CI reads that line.
// A step that fails without a failing test to show for it (a type error, a lint error, a runner that
// crashed) counts as one failure there, so a failed run never ends with "0 failed".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { banner, bin, formatDuration, isCI, onInterrupt, run, runPrefixed } from './lib/proc.mjs';
import { describeCounts, playwrightCounts, vitestCounts } from './lib/results.mjs';

const resultsDir = mkdtempSync(path.join(tmpdir(), 'jade-test-'));
const report = (name) => path.join(resultsDir, name);
const env = { ...process.env, JADE_RESULTS_DIR: resultsDir };
if (isCI) env.CI = 'true';

const steps = [
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  {
    name: 'unit',
    command: bin('vitest'),
    args: [
      'run',
      '--project',
      'unit',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report('vitest-unit.json')}`,
    ],
    counts: () => vitestCounts(report('vitest-unit.json')),
  },
  {
    name: 'integration',
    command: process.execPath,
    args: ['scripts/test-integration.mjs'],
    counts: () =>
      sum(['embedded', 'external'].map((db) => vitestCounts(report(`vitest-integration-${db}.json`)))),
  },
  {
    name: 'end-to-end',
    command: process.execPath,
    args: ['scripts/test-e2e.mjs'],
    counts: () => playwrightCounts(report('playwright.json')),
  },
  {
    // Built server processes under faults (apps/server/bench/*.soak.test.ts); they build
    // apps/server/dist themselves when it is missing or older than its sources.
    name: 'soak',
    command: bin('vitest'),
    args: [
      'run',
      '--project',
      'soak',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report('vitest-soak.json')}`,
    ],
    counts: () => vitestCounts(report('vitest-soak.json')),
  },
];

// `node scripts/test.mjs unit end-to-end` runs only the named steps (still in the order above).
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(', ')}; the steps are ${steps.map((s) => s.name).join(', ')}.`);
  process.exit(2);
}
if (wanted.length > 0) steps.splice(0, steps.length, ...steps.filter((step) => wanted.includes(step.name)));

onInterrupt(async () => rmSync(resultsDir, { recursive: true, force: true }));

const started = Date.now();
const done = [];
let exitCode = 0;
// Type checking and lint read the same files and write nothing: they run side by side, each on a
// core, with prefixed output. Every other step runs alone, in order.
const SIDE_BY_SIDE = new Set(['typecheck', 'lint']);

async function runStep(step, prefixed) {
  const stepStarted = Date.now();
  let code;
  try {
    code = prefixed
      ? await runPrefixed(step.command, step.args, { env }, `[${step.name}] `)
      : await run(step.command, step.args, { env });
  } catch (error) {
    console.error(`Could not start ${step.name}: ${error.message}`);
    code = 1;
  }
  const counts = step.counts?.() ?? null;
  const result = { ...step, code, counts, ms: Date.now() - stepStarted };
  done.push(result);
  return result;
}

for (let i = 0; i < steps.length; i++) {
  const group = [steps[i]];
  while (SIDE_BY_SIDE.has(steps[i].name) && SIDE_BY_SIDE.has(steps[i + 1]?.name ?? ''))
    group.push(steps[++i]);
  banner(group.map((step) => step.name).join(' + '));
  const results = await Promise.all(group.map((step) => runStep(step, group.length > 1)));
  const failure = results.find((r) => r.code !== 0);
  if (failure) {
    exitCode = failure.code;
    break;
  }
}
rmSync(resultsDir, { recursive: true, force: true });

let passed = 0;
let failed = 0;
console.log('\n── summary ' + '─'.repeat(61));
for (const step of steps) {
  const result = done.find((d) => d.name === step.name);
  if (!result) {
    console.log(`  ${step.name.padEnd(12)} not run`);
    continue;
  }
  const status = result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`;
  const tests = step.counts ? ` · ${describeCounts(result.counts)}` : '';
  console.log(`  ${step.name.padEnd(12)} ${formatDuration(result.ms).padStart(8)}  ${status}${tests}`);
  passed += result.counts?.passed ?? 0;
  failed += result.counts?.failed ?? 0;
  if (result.code !== 0 && !(result.counts?.failed > 0)) failed += 1;
}
console.log(`  ${'total'.padEnd(12)} ${formatDuration(Date.now() - started).padStart(8)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = exitCode;

function sum(list) {
  const present = list.filter(Boolean);
  if (present.length === 0) return null;
  return present.reduce(
    (total, c) => ({
      passed: total.passed + c.passed,
      failed: total.failed + c.failed,
      skipped: total.skipped + c.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}
