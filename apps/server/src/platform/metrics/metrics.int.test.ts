// /metrics: closed without the token, and with it the request histogram and the ledger's counters.
import { accountCalls } from '@jade/contract/account-calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, TEST_MERCHANT, unique, uniqueIp } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { createLedgerService, InsufficientFundsError } from '../../modules/ledger/ledger-service';
import type { DatabaseHandle } from '../db/client';
import { createMetrics, type Metrics } from './metrics';

const TOKEN = 'test-metrics-token-0123456789';

let database: DatabaseHandle;
let app: FastifyInstance;
let metrics: Metrics;

beforeAll(async () => {
  database = openTestDatabase();
  metrics = createMetrics({ defaultMetrics: true });
  app = await createTestApp(database, { deps: { metrics, metricsToken: TOKEN } });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function scrape(target = app, token = TOKEN) {
  const answer = await target.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode).toBe(200);
  return answer.body;
}

/** The value of one sample line (0 when the series does not exist yet). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('/metrics', () => {
  it('is 404 like an unknown path without the token, with a wrong one, or when no token is set', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/wps/no-such-call' });
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: TOKEN },
    ]) {
      const answer = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('http_request_duration_seconds');
      expect(answer.headers['content-type']).toBe(unknown.headers['content-type']);
    }
    const closed = await createTestApp(database);
    try {
      const answer = await closed.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('times requests by route pattern and status class, never by raw URL', async () => {
    await app.inject({ method: 'GET', url: '/wps/system/location' });
    await app.inject({ method: 'GET', url: '/wps/no-such-call/12345' });
    const text = await scrape();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/wps/system/location",status_class="2xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/wps\/system\/location"/,
    );
    expect(text).not.toContain('12345');
    expect(text).toContain('route="unmatched",status_class="4xx"');
    // Default metrics: the event loop's delay; the pool's gauges.
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toMatch(/jade_db_pool_connections\{pool="main"\} \d+/);
    expect(text).toMatch(/jade_db_pool_waiting\{pool="main"\} \d+/);
  });

  it('counts a ledger transfer made through the API', async () => {
    const series = (outcome: string) =>
      `jade_ledger_transfers_total{type="demo_credit",outcome="${outcome}"}`;
    const before = sample(await scrape(), series('posted'));
    // Free play credits the new trial account its demo money: one ledger transfer.
    const trial = await call(app, accountCalls.freePlay, {}, { ip: uniqueIp() });
    expect(trial.statusCode).toBe(200);
    expect(sample(await scrape(), series('posted'))).toBe(before + 1);
  });

  it('counts refusals and replays apart from posted transfers', async () => {
    const ledger = createLedgerService(database.db, { observer: metrics, batch: { enabled: false } });
    const member = await createMember(database);
    const request = {
      merchantCode: TEST_MERCHANT,
      idempotencyKey: unique('metrics'),
      type: 'adjustment' as const,
      debit: { kind: 'member' as const, memberId: member.id, currency: 'MMK' },
      credit: { kind: 'house' as const, house: 'external' as const, currency: 'MMK' },
      amount: 100n,
      actor: { kind: 'system' as const, id: 'metrics-test' },
    };
    const series = (outcome: string) => `jade_ledger_transfers_total{type="adjustment",outcome="${outcome}"}`;
    const before = await scrape();
    await expect(ledger.transfer(request)).rejects.toBeInstanceOf(InsufficientFundsError);
    const funding = {
      ...request,
      idempotencyKey: unique('fund'),
      debit: request.credit,
      credit: request.debit,
    };
    await ledger.transfer(funding);
    await ledger.transfer(funding);
    const after = await scrape();
    expect(sample(after, series('insufficient_funds'))).toBe(
      sample(before, series('insufficient_funds')) + 1,
    );
    expect(sample(after, series('posted'))).toBe(sample(before, series('posted')) + 1);
    expect(sample(after, series('replayed'))).toBe(sample(before, series('replayed')) + 1);
    await ledger.close();
  });
});
