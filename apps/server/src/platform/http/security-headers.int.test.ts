import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCalls } from '@jade/contract/payment-calls';
import { call, TEST_MERCHANT } from '../../../test/accounts';
import { ok, payingMember, refused } from '../../../test/payments';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { gatewaySimOrders } from '../../modules/payments/tables';
import type { DatabaseHandle } from '../db/client';
import { cspHash } from './security-headers';

const THEME = "document.documentElement.setAttribute('data-theme','dark');";
const LOADER =
  "(function(){var s=document.createElement('script');s.type='module';s.src='/assets/a.js';document.head.appendChild(s)})();";
const INDEX = `<!doctype html><html><head><script>${THEME}</script></head><body><div id="root"></div>
<script>${LOADER}</script></body></html>`;

let database: DatabaseHandle;
let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'jade-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  await writeFile(path.join(webDist, 'assets', 'a-123.js'), 'console.log(1);');
  database = openTestDatabase();
  app = await createTestApp(database, {
    config: { webDist },
    deps: { securityHeaders: { vendorOrigins: ['https://games.vendor.example'] } },
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(webDist, { recursive: true, force: true });
});

function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
    expect(headers['permissions-policy']).toContain(`${feature}=()`);
  expect(headers['x-powered-by']).toBeUndefined();
  // Plain HTTP by default: no HSTS (it is on with HSTS=true or an https PUBLIC_BASE_URL).
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('security headers (issue 12 item 2)', () => {
  it('gives the site HTML a CSP that allows only its own inline scripts, by hash', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response.headers);
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'", cspHash(THEME), cspHash(LOADER)]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://games.vendor.example']);
    expect(csp.get('connect-src')).toContain('https://games.vendor.example');
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    // A history-mode page gets the same document and policy.
    const deep = await app.inject({ method: 'GET', url: '/promotions', headers: { accept: 'text/html' } });
    expect(deep.headers['content-security-policy']).toBe(response.headers['content-security-policy']);
  });

  it('sends the headers with static assets', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/a-123.js' });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response.headers);
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('gives API answers nosniff and no-store, errors included', async () => {
    const status = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(status.statusCode).toBe(200);
    expectCommonHeaders(status.headers);
    expect(status.headers['cache-control']).toBe('no-store');
    const missing = await app.inject({ method: 'GET', url: '/wps/no/such/call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['cache-control']).toBe('no-store');
    // The site's policy is set once per request, before routing: a 404 carries it as a 200 does.
    expect(missing.headers['content-security-policy']).toBe(status.headers['content-security-policy']);
    expect(missing.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('never lets a browser or proxy store member data', async () => {
    const { token } = await payingMember(app, database, { paymentPassword: null });
    const balance = await app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: { authorization: token, merchant: TEST_MERCHANT },
    });
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.headers['cache-control']).toBe('no-store');
    expect(balance.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the Swagger UI working under its own policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy'] as string);
    expect(csp.get('script-src')?.[0]).toBe("'self'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    // Swagger UI injects inline styles: 'unsafe-inline' without style hashes (which would void it).
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const spec = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.statusCode).toBe(200);
  });

  it('sends HSTS when the site is served over HTTPS', async () => {
    const https = await createTestApp(database, { deps: { securityHeaders: { hsts: true } } });
    const response = await https.inject({ method: 'GET', url: '/wps/system/status' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    await https.close();
  });
});

describe('the gateway simulator page (issue 12 item 1)', () => {
  async function order(values: Partial<typeof gatewaySimOrders.$inferInsert>) {
    const orderId = `SIM${randomBytes(10).toString('hex').toUpperCase()}`;
    await database.db.insert(gatewaySimOrders).values({
      orderId,
      merchantCode: TEST_MERCHANT,
      merchantOrderId: '1',
      amount: 1000n,
      currency: 'MMK',
      returnUrl: '/wallet',
      status: 'created',
      createdAt: new Date(),
      ...values,
    });
    return orderId;
  }

  it('is sandboxed, scriptless and never framed', async () => {
    const page = await app.inject({ method: 'GET', url: `/gateway-sim/pay?order=${await order({})}` });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy'] as string);
    expect(csp.get('sandbox')).toEqual(['allow-scripts', 'allow-forms']);
    expect(csp.get('script-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(page.body).toContain('<form method="post" action="/gateway-sim/pay">');
  });

  it('reflects nothing of the query and links back only to a path of the site', async () => {
    const missing = await app.inject({ method: 'GET', url: '/gateway-sim/pay?order=%3Cscript%3Ealert(1)' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<script');
    const paid = await order({ status: 'paid', returnUrl: 'javascript:alert(document.cookie)' });
    const page = await app.inject({ method: 'GET', url: `/gateway-sim/pay?order=${paid}` });
    expect(page.body).not.toContain('javascript:');
    expect(page.body).toContain('<a href="/">');
  });
});

describe('demo simulators switched off (issue 12 item 1)', () => {
  it('answers 404 on every simulator path, also to a browser', async () => {
    const off = await createTestApp(database, {
      config: { webDist },
      deps: { vendorSim: false, payments: { gatewaySim: false } },
    });
    const html = { accept: 'text/html' };
    const paths: [string, string][] = [
      ['GET', '/vendor-sim/launch?mode=demo&vendor=SIM'],
      ['POST', '/vendor-sim/spin'],
      ['GET', '/gateway-sim/pay?order=SIM1'],
      ['POST', '/gateway-sim/pay'],
      ['POST', '/wps/payment/notify/sim'],
    ];
    for (const [method, url] of paths) {
      const response = await off.inject({
        method: method as 'GET',
        url,
        headers: html,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
    await off.close();
  });

  it('takes no gateway deposit while the gateway simulator is off', async () => {
    const off = await createTestApp(database, { deps: { payments: { gatewaySim: false } } });
    const { token } = await payingMember(off, database, { paymentPassword: null });
    const list = ok(await call(off, paymentCalls.depositMethods, undefined, { token })) as {
      id: number;
      kind: string;
    }[];
    const gateway = list.find((m) => m.kind === 'gateway_sim')!;
    refused(
      await call(off, paymentCalls.gatewayDeposit, { methodId: gateway.id, amount: 250 }, { token }),
      400,
      'deposit.method.invalid',
    );
    await off.close();
  });
});
