// Test counts from the JSON reports that Vitest and Playwright write. `scripts/test.mjs` sets
// JADE_RESULTS_DIR; each runner writes one report there, and the closing line sums them.
import { existsSync, readFileSync } from 'node:fs';

/** Counts from a Vitest JSON report (Jest-compatible format), or null when the file is missing. */
export function vitestCounts(file) {
  const report = readJson(file);
  if (report == null) return null;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Counts from a Playwright JSON report; a test that passed on retry counts as passed (and flaky). */
export function playwrightCounts(file) {
  const report = readJson(file);
  if (report?.stats == null) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped, flaky };
}

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

export function describeCounts(counts) {
  if (counts == null) return 'no report';
  const extra = [];
  if (counts.skipped) extra.push(`${counts.skipped} skipped`);
  if (counts.flaky) extra.push(`${counts.flaky} flaky`);
  return `${counts.passed} passed, ${counts.failed} failed${extra.length ? ` (${extra.join(', ')})` : ''}`;
}
