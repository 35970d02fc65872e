import { chromium } from 'playwright-core';
import { startServer } from './test-e2e.mjs';
const server = await startServer({ measuring: true }); await server.ready();
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
  for (const path of (process.argv[2] ?? '/,/rng,/promotions').split(',')) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await ctx.newPage();
    const t0 = Date.now();
    const rows = [];
    page.on("requestfinished", async (r) => { try { const res = await r.response(); const body = await res.body().catch(() => Buffer.alloc(0)); const sizes = await r.sizes(); rows.push([Date.now() - t0, r.resourceType(), body.length, sizes.responseBodySize, r.url().replace(server.baseUrl, '').slice(0, 100)]); } catch {} });
    await page.goto(server.baseUrl + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    console.log('==', path);
    rows.sort((a, b) => a[0] - b[0]);
    for (const r of rows) console.log(r.join('  '));
    await ctx.close();
  }
  await browser.close();
} finally { await server.stop(); }
