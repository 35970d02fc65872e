// Lighthouse on the home page, mobile preset (Lighthouse's default: Moto G Power-class screen, slow 4G
// and 4× CPU slowdown, simulated), in Debian's Chromium.
//
//   1. `npm run build` (skip with JADE_SKIP_BUILD=1 when dist/ is current);
//   2. start the built server with a fresh embedded PostgreSQL and the demo data on a free port (the
//      same start as the e2e runner);
//   3. for each page of `--path` (comma-separated, default `/`): after one discarded warm-up run, run
//      Lighthouse `--runs` times (default 3) as a visitor from the Philippines (X-Forwarded-For of a PH
//      address, so the region is chosen without the region dialog) and keep the run with the median
//      performance score;
//   4. print the four category scores, Lighthouse's benchmarkIndex (its measure of this machine's CPU:
//      compare only figures of one run) and the load average, and with `--write`, record them in
//      docs/performance.md.
//
// With `--load`, a CPU-heavy process of the script's own (a busy loop on one core, the way another app
// keeps a phone busy) runs beside every measured run, so that the margin itself is measured.
//
// With `--as-index N`, the runs emulate a host whose benchmarkIndex is N: the CPU slowdown (4× in the
// mobile preset) becomes 4 × (the index this host had during the run / N), Lighthouse's own way of
// calibrating its throttling to a reference machine (each run is gathered, then audited with the
// slowdown of its own index). A shared host's speed swings by a factor of two within minutes;
// calibrated runs can be compared across hours and hosts.
//
// Usage: npm run lighthouse [-- --runs 5] [-- --path /,/rng,/promotions] [-- --load]
//                           [-- --as-index 1550] [-- --write "label"] [-- --json report.json]
//                           [-- --keep dir] (every run's report, to compare the slow runs with the fast)
// Not part of `npm test`: the scores depend on the machine's load.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ChromiumError, ensureChromium } from './ensure-chromium.mjs';
import { startServer } from './test-e2e.mjs';
import { MEASURING_CHROMIUM_FLAGS } from './lib/measuring-chromium.mjs';
import { banner, bin, isMain, onInterrupt, repoRoot, run } from './lib/proc.mjs';
import { pageFaultCost } from './lib/page-faults.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PH_VISITOR = '112.198.0.1';
const DOC = path.join(repoRoot, 'docs', 'performance.md');
const SECTION = '## Site (Lighthouse, mobile)';

/** One Lighthouse run; a run that Lighthouse itself fails (NO_NAVSTART under load) is tried once more. */
async function lighthouseOnce(url, chromePath, outFile, targetIndex) {
  try {
    return await lighthouseRun(url, chromePath, outFile, targetIndex);
  } catch (error) {
    console.error(`${error.message}: once more`);
    return lighthouseRun(url, chromePath, outFile, targetIndex);
  }
}

/** The mobile preset's CPU slowdown. */
const PRESET_SLOWDOWN = 4;

/**
 * Runs Lighthouse on `url`. With a `targetIndex`, in two steps: it loads the page and keeps what it
 * gathered (`-G`), then audits that (`-A`) with the CPU slowdown calibrated by the benchmarkIndex of
 * that same load. The simulated throttling uses the slowdown only when auditing, so the load itself
 * is the same either way; Lighthouse refuses settings that differ between the two steps, so the
 * gathered settings are given the calibrated slowdown first.
 */
async function lighthouseRun(url, chromePath, outFile, targetIndex = 0) {
  const common = [
    url,
    `--chrome-path=${chromePath}`,
    `--chrome-flags=${MEASURING_CHROMIUM_FLAGS.join(' ')}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--extra-headers=${JSON.stringify({ 'X-Forwarded-For': PH_VISITOR })}`,
    '--quiet',
  ];
  const lighthouse = async (args) => {
    const code = await run(bin('lighthouse'), [...common, ...args], {
      env: { ...process.env, CHROME_PATH: chromePath },
    });
    if (code !== 0) throw new Error(`lighthouse exited with code ${code}`);
  };
  const output = ['--output=json', `--output-path=${outFile}`];
  let slowdown = PRESET_SLOWDOWN;
  if (targetIndex) {
    const gathered = `${outFile}.gathered`;
    rmSync(gathered, { recursive: true, force: true });
    await lighthouse([`-G=${gathered}`]);
    const artifactsFile = path.join(gathered, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
    slowdown = calibratedSlowdown(artifacts.BenchmarkIndex, targetIndex);
    artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    await lighthouse([`-A=${gathered}`, `--throttling.cpuSlowdownMultiplier=${slowdown}`, ...output]);
  } else {
    await lighthouse(output);
  }
  const report = JSON.parse(readFileSync(outFile, 'utf8'));
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
  );
  const audit = (id) => report.audits[id]?.displayValue ?? '';
  const metrics = {
    FCP: audit('first-contentful-paint'),
    LCP: audit('largest-contentful-paint'),
    TBT: audit('total-blocking-time'),
    CLS: audit('cumulative-layout-shift'),
    SI: audit('speed-index'),
  };
  const failing = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .filter((a) => a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  const benchmarkIndex = Math.round(report.environment?.benchmarkIndex ?? 0);
  return {
    scores,
    metrics,
    failing,
    benchmarkIndex,
    slowdown,
    version: report.lighthouseVersion,
    file: outFile,
  };
}

/** The slowdown that makes this host (at `measured`) behave as one at `target`; the preset's without a target. */
function calibratedSlowdown(measured, target) {
  if (!target || !measured) return PRESET_SLOWDOWN;
  return Math.round(((PRESET_SLOWDOWN * measured) / target) * 100) / 100;
}

/** A busy loop in a process of its own: one core kept busy while Lighthouse measures. */
function startCpuHog() {
  const child = spawn(process.execPath, ['-e', 'for (;;) for (let i = 0; i < 1e7; i++) Math.sqrt(i);'], {
    stdio: 'ignore',
  });
  return () => child.kill('SIGKILL');
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

export async function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '3' },
      write: { type: 'string' },
      path: { type: 'string', default: '/' },
      load: { type: 'boolean', default: false },
      // Keeps the median run's full Lighthouse JSON (diagnostics: LCP element, long tasks, DOM size…).
      json: { type: 'string' },
      keep: { type: 'string' },
      'as-index': { type: 'string' },
    },
  });
  const targetIndex = values['as-index'] ? Number(values['as-index']) : 0;
  if (values['as-index'] && !(targetIndex > 0)) {
    console.error(`--as-index needs a benchmarkIndex above 0, not "${values['as-index']}"`);
    return 1;
  }
  let chromePath;
  try {
    chromePath = await ensureChromium();
  } catch (error) {
    if (!(error instanceof ChromiumError)) throw error;
    console.error(error.message);
    return 1;
  }
  if (process.env.JADE_SKIP_BUILD !== '1') {
    banner('build (npm run build)');
    const code = await run('npm', ['run', 'build']);
    if (code !== 0) return code;
  }
  const server = await startServer({ measuring: true });
  onInterrupt(() => server.stop());
  const work = mkdtempSync(path.join(tmpdir(), 'jade-lh-'));
  const stopHog = values.load ? startCpuHog() : () => undefined;
  onInterrupt(async () => stopHog());
  try {
    await server.ready();
    const runs = Math.max(1, Number(values.runs) || 1);
    for (const pagePath of values.path
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const url = `${server.baseUrl}${pagePath}`;
      // One discarded run first, so that the server's caches, its JIT and the embedded database are as a
      // running site's: a just-started server competes with the browser for the CPU on the first visit.
      banner(`lighthouse warm-up · ${url}${values.load ? ' · with a CPU-heavy process beside it' : ''}`);
      await lighthouseOnce(url, chromePath, path.join(work, 'warm-up.json'));
      const loadBefore = load();
      const faultCost = pageFaultCost().toFixed(1);
      console.log(`page fault cost ${faultCost} µs per 4 KB page (a fresh process writing 128 MB)`);
      const results = [];
      for (let i = 0; i < runs; i++) {
        banner(`lighthouse ${i + 1}/${runs} · ${url}${targetIndex ? ` · as index ${targetIndex}` : ''}`);
        const result = await lighthouseOnce(url, chromePath, path.join(work, `run-${i}.json`), targetIndex);
        console.log(
          JSON.stringify(result.scores),
          JSON.stringify(result.metrics),
          `benchmarkIndex ${result.benchmarkIndex}`,
          targetIndex ? `· slowdown ${result.slowdown}× (as index ${targetIndex})` : '',
        );
        results.push(result);
        if (values.keep) {
          mkdirSync(values.keep, { recursive: true });
          const name = `${pagePath.replace(/\W+/g, '_') || '_'}-run${i + 1}-${result.scores.performance}.json`;
          writeFileSync(path.join(values.keep, name), readFileSync(result.file));
        }
      }
      const loadAfter = load();
      const performances = results.map((r) => r.scores.performance);
      results.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = results[Math.floor(results.length / 2)];
      banner(`${pagePath}: median of ${runs} (by performance)`);
      for (const c of CATEGORIES) console.log(`${c.padEnd(15)} ${median.scores[c]}`);
      console.log(
        Object.entries(median.metrics)
          .map(([k, v]) => `${k} ${v}`)
          .join(' · '),
      );
      console.log(
        `performance of each run: ${performances.join(', ')} · benchmarkIndex ${median.benchmarkIndex}`,
      );
      console.log(`load average before ${loadBefore} · after ${loadAfter} · page fault ${faultCost} µs`);
      if (median.failing.length) console.log(`audits below 0.9: ${median.failing.join(', ')}`);
      if (values.json) writeFileSync(values.json, readFileSync(median.file));
      if (values.write !== undefined) {
        record(values.write, pagePath, runs, median, {
          performances,
          cpuLoad: values.load,
          targetIndex,
          load: `${loadBefore} → ${loadAfter}; page fault ${faultCost} µs`,
        });
      }
    }
    return 0;
  } finally {
    stopHog();
    rmSync(work, { recursive: true, force: true });
    await server.stop();
  }
}

const TABLE_HEAD =
  '| date | build | page | machine | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | benchmarkIndex | load |\n' +
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |';

const RUNS_SECTION =
  '## Site (Lighthouse, mobile): median of several runs, idle and beside a CPU-heavy process';

const machine = (run, slowdown) =>
  (run.cpuLoad ? 'busy core beside' : 'idle') +
  (run.targetIndex ? `, as index ${run.targetIndex} (CPU slowdown ${slowdown}×)` : '');

/** Adds one row to the runs table of docs/performance.md (creating the section the first time). */
function record(label, pagePath, runs, { scores, metrics, benchmarkIndex, slowdown, version }, run) {
  let doc = readFileSync(DOC, 'utf8');
  const date = new Date().toISOString().slice(0, 10);
  const row =
    `| ${date} | ${label || '-'} | \`${pagePath}\` | ${machine(run, slowdown)} | ` +
    `${scores.performance} (${run.performances.join(', ')}) | ${scores.accessibility} | ${scores['best-practices']} | ` +
    `${scores.seo} | ${metrics.FCP} | ${metrics.LCP} | ${metrics.TBT} | ${metrics.CLS} | ${benchmarkIndex} | ${run.load} |`;
  if (!doc.includes(RUNS_SECTION)) {
    const table =
      `${RUNS_SECTION}\n\n` +
      `Lighthouse ${version}, mobile preset, Debian's Chromium, headless; the median of \`--runs\` runs by\n` +
      "performance (each run's score in brackets). `busy core beside`: `--load`, a busy loop in a process of\n" +
      "the script's own during every run. benchmarkIndex is Lighthouse's measure of the host's CPU; load is\n" +
      'the 1/5/15-minute load average before and after the runs.\n\n' +
      '```\nnpm run lighthouse -- --runs 5 --path /,/rng,/promotions --write "label"\n' +
      'npm run lighthouse -- --runs 5 --path /,/rng,/promotions --load --write "label"\n```\n\n' +
      `${TABLE_HEAD}\n`;
    // Beside the older single-run table, before the next section.
    const anchor = doc.indexOf('\n## ', doc.indexOf(SECTION) + SECTION.length);
    doc =
      anchor < 0
        ? `${doc.trimEnd()}\n\n${table}`
        : `${doc.slice(0, anchor + 1)}${table}\n${doc.slice(anchor + 1)}`;
  }
  const sectionStart = doc.indexOf(RUNS_SECTION);
  const next = doc.indexOf('\n## ', sectionStart + RUNS_SECTION.length);
  const end = next < 0 ? doc.length : next;
  // Under the section's last table; when prose (a session's account) came after it, a new table.
  const before = doc.slice(0, end).trimEnd();
  const lastLine = before.slice(before.lastIndexOf('\n') + 1);
  const head = lastLine.startsWith('|') ? '' : `\n${TABLE_HEAD}`;
  doc = `${before}\n${head ? `${head}\n` : ''}${row}\n${doc.slice(end)}`;
  writeFileSync(DOC, doc);
  console.log(`recorded in ${path.relative(repoRoot, DOC)}`);
}

if (isMain(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
