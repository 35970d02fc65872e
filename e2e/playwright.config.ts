// Playwright drives Debian's Chromium (never a downloaded browser) against the server that
// `scripts/test-e2e.mjs` starts. Run the journeys with `npm run test:e2e [-- <file filter>]`.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { baseURL, isCI, repoRoot } from './support/env';

// `scripts/test.mjs` collects the JSON report from JADE_RESULTS_DIR to count the tests.
const jsonReport = process.env.JADE_RESULTS_DIR
  ? path.join(process.env.JADE_RESULTS_DIR, 'playwright.json')
  : path.join(repoRoot, 'e2e', 'test-results', 'results.json');

/**
 * One worker per core, at most 4, on CI and off it alike (Playwright's own default is half the cores:
 * one worker on a 2-core machine, which doubled the run). Past 4, the single server under test and the
 * software-painted pages are the limit, not the workers. E2E_WORKERS overrides it.
 */
function workerCount(): number {
  const chosen = Number(process.env.E2E_WORKERS);
  if (Number.isInteger(chosen) && chosen > 0) return chosen;
  return Math.max(1, Math.min(4, availableParallelism()));
}

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Playwright empties this folder when a run starts: two runs side by side each need their own.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results/artifacts',
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: workerCount(),
  // The busy home page and money journeys on a 2-core CI machine: 60 s per test, waits stay short.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: jsonReport }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    launchOptions: chromiumLaunchOptions,
    // Headless Chromium paints in software: one endless animation (the notice marquee, a rolling
    // jackpot, a sliding banner) costs up to a core per open page. The site honours reduced motion, so
    // journeys run with it; the few about motion itself ask for motion (page.emulateMedia).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Tracing every test (snapshots at each action) cost about a third of the journeys' CPU: on CI the
    // retry of a failed test records one; locally ask for it with `--trace retain-on-failure`.
    trace: 'on-first-retry',
  },
  projects: [
    {
      // Journeys that leave server-wide state alone run in parallel.
      name: 'journeys',
      testIgnore: '**/*.serial.spec.ts',
      fullyParallel: true,
    },
    {
      // Tests that flip server-wide state (maintenance mode, region restriction) run one at a time,
      // after the journeys, so they never disturb them.
      name: 'global-state',
      testMatch: '**/*.serial.spec.ts',
      dependencies: ['journeys'],
      fullyParallel: false,
      workers: 1,
    },
  ],
});
