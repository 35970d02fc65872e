// Lighthouse on the home page, mobile preset (Lighthouse's default: Moto G Power-class screen, slow 4G
// and 4× CPU slowdown, simulated), in Debian's Chromium.
//
//   1. `npm run build` (skip with JADE_SKIP_BUILD=1 when dist/ is current);
//   2. start the built server with a fresh embedded PostgreSQL and the demo data on a free port (the
//      same start as the e2e runner);
//   3. after one discarded warm-up run, run Lighthouse `--runs` times (default 3) on `/` as a visitor from the Philippines
//      (X-Forwarded-For of a PH address, so the region is chosen without the region dialog) and keep
//      the run with the median performance score;
//   4. print the four category scores and, with `--write`, record them in docs/performance.md.
//
// Usage: npm run lighthouse [-- --runs 5] [-- --write "label"] [-- --path /rng] [-- --json report.json]
// Not part of `npm test`: the scores depend on the machine's load.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ChromiumError, ensureChromium } from './ensure-chromium.mjs';
import { startServer } from './test-e2e.mjs';
import { banner, bin, isMain, onInterrupt, repoRoot, run } from './lib/proc.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PH_VISITOR = '112.198.0.1';
const DOC = path.join(repoRoot, 'docs', 'performance.md');
const SECTION = '## Site (Lighthouse, mobile)';

async function lighthouseOnce(url, chromePath, outFile) {
  const flags = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'];
  const code = await run(
    bin('lighthouse'),
    [
      url,
      `--chrome-path=${chromePath}`,
      `--chrome-flags=${flags.join(' ')}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--extra-headers=${JSON.stringify({ 'X-Forwarded-For': PH_VISITOR })}`,
      '--output=json',
      `--output-path=${outFile}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath } },
  );
  if (code !== 0) throw new Error(`lighthouse exited with code ${code}`);
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
  return { scores, metrics, failing, version: report.lighthouseVersion, file: outFile };
}

export async function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '3' },
      write: { type: 'string' },
      path: { type: 'string', default: '/' },
      // Keeps the median run's full Lighthouse JSON (diagnostics: LCP element, long tasks, DOM size…).
      json: { type: 'string' },
    },
  });
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
  const server = await startServer();
  onInterrupt(() => server.stop());
  const work = mkdtempSync(path.join(tmpdir(), 'jade-lh-'));
  try {
    await server.ready();
    const url = `${server.baseUrl}${values.path}`;
    // One discarded run first, so that the server's caches, its JIT and the embedded database are as a
    // running site's: a just-started server competes with the browser for the CPU on the first visit.
    banner(`lighthouse warm-up · ${url}`);
    await lighthouseOnce(url, chromePath, path.join(work, 'warm-up.json'));
    const results = [];
    const runs = Math.max(1, Number(values.runs) || 1);
    for (let i = 0; i < runs; i++) {
      banner(`lighthouse ${i + 1}/${runs} · ${url}`);
      const result = await lighthouseOnce(url, chromePath, path.join(work, `run-${i}.json`));
      console.log(JSON.stringify(result.scores), JSON.stringify(result.metrics));
      results.push(result);
    }
    results.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = results[Math.floor(results.length / 2)];
    banner(`median of ${runs} (by performance)`);
    for (const c of CATEGORIES) console.log(`${c.padEnd(15)} ${median.scores[c]}`);
    console.log(
      Object.entries(median.metrics)
        .map(([k, v]) => `${k} ${v}`)
        .join(' · '),
    );
    if (median.failing.length) console.log(`audits below 0.9: ${median.failing.join(', ')}`);
    if (values.json) writeFileSync(values.json, readFileSync(median.file));
    if (values.write !== undefined) record(values.write, values.path, runs, median);
    return 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
    await server.stop();
  }
}

/** Adds one row to the site table of docs/performance.md (creating the section the first time). */
function record(label, pagePath, runs, { scores, metrics, version }) {
  let doc = readFileSync(DOC, 'utf8');
  const date = new Date().toISOString().slice(0, 10);
  const row =
    `| ${date} | ${label || '-'} | \`${pagePath}\` | ${scores.performance} | ${scores.accessibility} | ` +
    `${scores['best-practices']} | ${scores.seo} | ${metrics.FCP} | ${metrics.LCP} | ${metrics.TBT} | ${metrics.CLS} |`;
  if (!doc.includes(SECTION)) {
    doc +=
      `\n${SECTION}\n\n` +
      'Command (from the repository root; builds, starts the server with a fresh embedded database and the\n' +
      'demo data on a free port, and runs Lighthouse ' +
      `${version} with its default mobile preset in Debian's Chromium,\n` +
      'headless; the median of `--runs` runs by performance score):\n\n' +
      '```\nnpm run lighthouse                       # prints the scores\n' +
      'npm run lighthouse -- --write "label"    # also adds a row below\n```\n\n' +
      '| date | build | page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |\n' +
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n';
  }
  doc = `${doc.trimEnd()}\n${row}\n`;
  writeFileSync(DOC, doc);
  console.log(`recorded in ${path.relative(repoRoot, DOC)}`);
}

if (isMain(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
