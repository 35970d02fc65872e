import type { LaunchOptions } from '@playwright/test';
import { chromePath } from './env';

/**
 * Debian's Chromium, never a browser downloaded by Playwright. Running headless as root needs
 * --no-sandbox. The network here is closed: without the background-networking flags Chromium keeps
 * opening connections (updates, sync, field trials) that are refused, many at a time.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromePath,
  args: chromiumFlags,
};
