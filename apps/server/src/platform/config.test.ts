import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, serverRoot } from './config';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const config = loadConfig({ INIT_CWD: '/srv/jade' });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: '/srv/jade/data',
      embeddedPgPort: 54329,
      redisUrl: undefined,
      trustProxy: false,
      logLevel: 'info',
      seedDemo: true,
      overrides: { maintenance: undefined, maintenanceEnd: undefined, regionRestriction: undefined },
      defaultMerchant: undefined,
    });
    expect(config.webDist).toBe(path.resolve(serverRoot(), '../web/dist'));
    expect(config.migrationsDir).toBe(path.join(serverRoot(), 'migrations'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/jade',
      DATA_DIR: '/var/lib/jade',
      EMBEDDED_PG_PORT: '55000',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/opt/web',
      SEED_DEMO: 'false',
      MAINTENANCE: 'on',
      MAINTENANCE_END: '2030-01-01T00:00:00Z',
      REGION_RESTRICTION: '1',
      DEFAULT_MERCHANT: 'jade_bd',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/jade',
      dataDir: '/var/lib/jade',
      embeddedPgPort: 55000,
      redisUrl: 'redis://cache:6379',
      logLevel: 'warn',
      webDist: '/opt/web',
      seedDemo: false,
      overrides: { maintenance: true, regionRestriction: true },
      defaultMerchant: 'jade_bd',
    });
    expect(config.overrides.maintenanceEnd?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });

  it.each([
    ['true', true],
    ['false', false],
    ['', false],
    ['2', 2],
    ['loopback', 'loopback'],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('TRUST_PROXY=%j', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it('serves the demo simulators and sends no HSTS by default; switches them (issue 12 items 1, 2)', () => {
    const defaults = loadConfig({});
    expect(defaults.vendorSim).toBe(true);
    expect(defaults.payments.gatewaySim).toBe(true);
    expect(defaults.securityHeaders).toEqual({
      hsts: false,
      vendorOrigins: [],
      gatewayOrigins: [],
      googleTag: false,
    });
    const production = loadConfig({
      VENDOR_SIM: 'false',
      GATEWAY_SIM: 'off',
      PUBLIC_BASE_URL: 'https://www.jade.example',
      CSP_VENDOR_ORIGINS: 'https://games.vendor.example, https://cdn.vendor.example/',
      CSP_GATEWAY_ORIGINS: 'https://pay.example',
      GOOGLE_TAG: 'true',
    });
    expect(production.vendorSim).toBe(false);
    expect(production.payments.gatewaySim).toBe(false);
    expect(production.securityHeaders).toEqual({
      hsts: true,
      vendorOrigins: ['https://games.vendor.example', 'https://cdn.vendor.example'],
      gatewayOrigins: ['https://pay.example'],
      googleTag: true,
    });
    expect(
      loadConfig({ PUBLIC_BASE_URL: 'https://www.jade.example', HSTS: 'false' }).securityHeaders.hsts,
    ).toBe(false);
    expect(() => loadConfig({ CSP_VENDOR_ORIGINS: 'http://games.example' })).toThrow(/CSP_VENDOR_ORIGINS/);
    expect(() => loadConfig({ CSP_GATEWAY_ORIGINS: "https://pay.example 'unsafe-inline'" })).toThrow(
      /CSP_GATEWAY_ORIGINS/,
    );
  });

  it('fails fast naming every bad variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'abc', EMBEDDED_PG_PORT: '5432', SEED_DEMO: 'maybe', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'EMBEDDED_PG_PORT', 'SEED_DEMO', 'DATABASE_URL'])
        expect(message).toContain(name);
    }
  });

  it('reads the shutdown deadline and the metrics token (issue 13 item 7)', () => {
    const defaults = loadConfig({});
    expect(defaults.shutdownTimeoutMs).toBe(20_000);
    expect(defaults.metricsToken).toBeUndefined();
    const set = loadConfig({ SHUTDOWN_TIMEOUT_MS: '5000', METRICS_TOKEN: 'a-long-enough-token-123' });
    expect(set.shutdownTimeoutMs).toBe(5000);
    expect(set.metricsToken).toBe('a-long-enough-token-123');
    // A short token is guessable: refused at start rather than exposing the metrics.
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
