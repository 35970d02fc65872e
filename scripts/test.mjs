// `npm test`: the whole suite, in order, stopping at the first failure.
//
//   typecheck → lint → unit → integration (embedded + external PostgreSQL, Redis) → end-to-end → soak
//
// Output streams as it comes. At the end: a timing summary per step and, as the very last line,
// `N passed, N failed` — the sum of the tests that Vitest and Playwright ran. CI reads that line.
// A step that fails without a failing test to show for it (a type error, a lint error, a runner that
// crashed) counts as one failure there, so a failed run never ends with "0 failed".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { banner, bin, formatDuration, isCI, onInterrupt, run } from './lib/proc.mjs';
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
for (const step of steps) {
  banner(`${step.name}`);
  const stepStarted = Date.now();
  let code;
  try {
    code = await run(step.command, step.args, { env });
  } catch (error) {
    console.error(`Could not start ${step.name}: ${error.message}`);
    code = 1;
  }
  const counts = step.counts?.() ?? null;
  done.push({ ...step, code, counts, ms: Date.now() - stepStarted });
  if (code !== 0) {
    exitCode = code;
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
