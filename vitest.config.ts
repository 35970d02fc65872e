import { defineConfig } from 'vitest/config';

// Three projects: fast unit tests, integration tests against a real PostgreSQL (and Redis), and the
// fault soak against built server processes.
// `scripts/test-integration.mjs` runs the integration project once per database (embedded, external).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/bench/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/vite-plugins/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/*.soak.test.ts', '**/node_modules/**'],
          environment: 'node',
          // CPU-bound suites (artwork over hundreds of games, engine maths) need more than the
          // default 5 s when the machine is busy; a real hang still fails.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // One database per run; files share it, so they run one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'soak',
          // Built server processes under faults (the `soak` step of npm test): a database restart and
          // a SIGKILL during money traffic, then the oracle; and the embedded PostgreSQL after kill -9.
          // The files build apps/server/dist themselves when it is missing or stale.
          include: ['apps/server/bench/**/*.soak.test.ts'],
          environment: 'node',
          // Each file starts its own servers and databases; one at a time keeps 2 cores usable.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
