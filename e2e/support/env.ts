// Where the journeys find the site and the browser. `scripts/test-e2e.mjs` sets both; the defaults let
// you point Playwright at a server you started yourself (`npm start` serves http://localhost:8080).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:8080';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const isCI = ['1', 'true', 'yes'].includes((process.env.CI ?? '').toLowerCase());

/** The repository root (e2e/support → ../..). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
