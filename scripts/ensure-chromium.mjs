// Finds the Chromium that the end-to-end tests drive. Playwright never downloads browsers here: we use
// Debian's `chromium` package (or whatever CHROME_PATH points at).
//
//   1. CHROME_PATH, when set, must point at an executable (we never install over an explicit choice);
//   2. otherwise, for the journeys (`{ headlessShell: true }`), Debian's /usr/bin/chromium-headless-shell
//      when it is installed: the same Chromium built for headless use only, which drives the journeys
//      with about a quarter less CPU (no GPU process; measured in docs/performance.md);
//   3. otherwise /usr/bin/chromium;
//   4. otherwise, when running as root on a Debian-like system, `apt-get update` then
//      `apt-get install -y chromium` (and chromium-headless-shell beside it for the journeys; when that
//      package is missing from the mirror, chromium alone);
//   5. otherwise stop with a message saying what to do.
//
// Usable as a module (`ensureChromium()` resolves with the path) or directly:
//   node scripts/ensure-chromium.mjs [--headless-shell]   (the flag: as the journeys choose)
import { accessSync, constants, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { isMain, run } from './lib/proc.mjs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export class ChromiumError extends Error {}

/**
 * The Chromium to drive. `headlessShell`: the caller only runs headless (Playwright's journeys), so
 * Debian's headless shell is preferred when present. Lighthouse measures the full browser instead.
 */
export async function ensureChromium({ log = console.log, headlessShell = false } = {}) {
  const explicit = process.env.CHROME_PATH?.trim();
  if (explicit) {
    if (!isExecutable(explicit)) {
      throw new ChromiumError(
        `CHROME_PATH is set to "${explicit}", but there is no executable there.\n` +
          `Point CHROME_PATH at a Chromium or Chrome binary, or unset it to use ${DEFAULT_CHROMIUM}.`,
      );
    }
    return found(explicit, log);
  }

  if (headlessShell && isExecutable(HEADLESS_SHELL)) return found(HEADLESS_SHELL, log);
  if (isExecutable(DEFAULT_CHROMIUM)) return found(DEFAULT_CHROMIUM, log);

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new ChromiumError(
      `Chromium was not found at ${DEFAULT_CHROMIUM} and CHROME_PATH is not set.\n` +
        `The end-to-end tests drive a real Chromium. Either install it\n` +
        `    sudo apt-get update && sudo apt-get install -y chromium\n` +
        `or point CHROME_PATH at an existing Chromium or Chrome binary:\n` +
        `    CHROME_PATH=/path/to/chromium npm test` +
        (isRoot ? `\n(apt-get is not available here, so it cannot be installed automatically.)` : ''),
    );
  }

  log(`Chromium not found at ${DEFAULT_CHROMIUM}; installing Debian's chromium package (running as root).`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = await run('apt-get', ['update'], { env });
  if (update !== 0)
    throw new ChromiumError(`"apt-get update" failed (exit code ${update}); see its output above.`);
  // The headless shell is built from the same Debian source as chromium; an older mirror may lack it.
  const withShell =
    headlessShell &&
    (await run('apt-get', ['install', '-y', 'chromium', 'chromium-headless-shell'], { env })) === 0;
  const install = withShell ? 0 : await run('apt-get', ['install', '-y', 'chromium'], { env });
  if (install !== 0) {
    throw new ChromiumError(
      `"apt-get install -y chromium" failed (exit code ${install}); see its output above.`,
    );
  }
  if (!isExecutable(DEFAULT_CHROMIUM)) {
    throw new ChromiumError(`The chromium package was installed but ${DEFAULT_CHROMIUM} is still missing.`);
  }
  if (withShell && isExecutable(HEADLESS_SHELL)) return found(HEADLESS_SHELL, log);
  return found(DEFAULT_CHROMIUM, log);
}

function found(executable, log) {
  log(`Chromium: ${executable} (${chromiumVersion(executable)})`);
  return executable;
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function chromiumVersion(executable) {
  try {
    // Debian's wrapper script may print shell noise on stderr; the version is on stdout.
    return execFileSync(executable, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 30_000,
    }).trim();
  } catch (error) {
    throw new ChromiumError(`${executable} does not run ("--version" failed: ${error.message}).`);
  }
}

if (isMain(import.meta.url)) {
  try {
    await ensureChromium({ headlessShell: process.argv.includes('--headless-shell') });
  } catch (error) {
    if (!(error instanceof ChromiumError)) throw error;
    console.error(`\n${error.message}`);
    process.exit(1);
  }
}
