import { chromium } from 'playwright-core';
import { startServer } from './test-e2e.mjs';
const server = await startServer({ measuring: true }); await server.ready(); server.url = server.baseUrl;
try {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell' });
  for (const path of (process.argv[2] ?? '/,/rng,/promotions').split(',')) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await ctx.newPage();
    const t0 = Date.now();
    const rows = [];
    page.on('request', (r) => rows.push([Date.now() - t0, 'req', r.resourceType(), r.url().replace(server.url, '')]));
    page.on('requestfinished', (r) => rows.push([Date.now() - t0, 'fin', r.resourceType(), r.url().replace(server.url, '')]));
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    console.log('==', path);
    for (const r of rows) if (r[2] === 'fetch' || r[2] === 'xhr' || r[2]==='document') console.log(r.join('  '));
    await ctx.close();
  }
  await browser.close();
} finally { await server.stop(); }
