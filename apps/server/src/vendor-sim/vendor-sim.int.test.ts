import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, TEST_MERCHANT } from '../../test/accounts';
import { createTestApp, openTestDatabase } from '../../test/helpers';
import { createLedgerService } from '../modules/ledger/ledger-service';
import type { LaunchGrant } from '../modules/vendor-api/service';
import { vendorBets, vendorCredentials } from '../modules/vendor-api/tables';
import type { DatabaseHandle } from '../platform/db/client';
import { inlineScriptHashes } from '../platform/http/security-headers';
import { vendorSimRoutes } from './routes';

const CUR = 'MMK';
const VENDOR = `SV${randomBytes(3).toString('hex').toUpperCase()}`;
let database: DatabaseHandle;
let app: FastifyInstance;
let base: string;
const tokens = new Map<string, LaunchGrant>();

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, {
    deps: {
      vendorApi: {
        consumeLaunchToken: async (token) => {
          const grant = tokens.get(token) ?? null;
          tokens.delete(token);
          return grant;
        },
      },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
  await database.db
    .insert(vendorCredentials)
    .values({ vendorCode: VENDOR, keyId: 'k1', secret: randomBytes(32).toString('hex') });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function ticketOf(html: string): string {
  const match = /"ticket":"([A-Za-z0-9_-]+)"/.exec(html);
  if (!match) throw new Error('no ticket in the page');
  return match[1]!;
}

const spin = (ticket: string, bet: string) =>
  fetch(`${base}/vendor-sim/spin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ticket, bet }),
  });

describe('vendor simulator', () => {
  it('plays a real-money third-party game through the signed seamless API', async () => {
    const member = await createMember(database);
    const ledger = createLedgerService(database.db);
    await ledger.transfer({
      merchantCode: TEST_MERCHANT,
      idempotencyKey: `test-fund:${randomUUID()}`,
      type: 'adjustment',
      debit: { kind: 'house', house: 'external', currency: CUR },
      credit: { kind: 'member', memberId: member.id, currency: CUR },
      amount: 10_000n,
      actor: { kind: 'operator', id: 'test' },
    });
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, { memberId: member.id, gameCode: 'SIM-FRUITS', vendorCode: VENDOR });
    const page = await fetch(`${base}/vendor-sim/launch?token=${token}&game=SIM-FRUITS&vendor=${VENDOR}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('100.00');
    const ticket = ticketOf(html);
    let expected = 10_000n;
    for (let i = 0; i < 5; i++) {
      const r = await spin(ticket, '2.00');
      expect(r.status).toBe(200);
      const out = (await r.json()) as { win: string; balance: string; window: string[][] };
      expected += BigInt(Math.round(Number(out.win) * 100)) - 200n;
      expect(out.balance).toBe((Number(expected) / 100).toFixed(2));
      expect(out.window).toHaveLength(3);
    }
    expect(await ledger.balance({ kind: 'member', memberId: member.id, currency: CUR })).toBe(expected);
    const rounds = await database.db.select().from(vendorBets).where(eq(vendorBets.memberId, member.id));
    expect(rounds).toHaveLength(5);
    expect(rounds.every((r) => r.status === 'settled' && r.bet === 200n)).toBe(true);
    const tooMuch = await spin(ticket, '50.00');
    if (expected < 5_000n) expect(tooMuch.status).toBe(402);
    const reused = await fetch(`${base}/vendor-sim/launch?token=${token}&game=SIM-FRUITS&vendor=${VENDOR}`);
    expect(reused.status).toBe(401);
    expect((await ledger.reconcile()).mismatches).toEqual([]);
  });

  it('serves a demo page that moves no money', async () => {
    const page = await fetch(`${base}/vendor-sim/launch?mode=demo&game=SIM-FRUITS&vendor=${VENDOR}`);
    const ticket = ticketOf(await page.text());
    const r = await spin(ticket, '1.00');
    expect(r.status).toBe(200);
    expect(((await r.json()) as { balance: string }).balance).toMatch(/^\d+\.\d{2}$/);
  });

  it('writes a hostile vendor or game code as inert text (issue 12 item 1)', async () => {
    const payload = '<svg onload=alert(document.domain)>';
    const script = '</script><script>alert(1)</script>';
    const url = `${base}/vendor-sim/launch?mode=demo&vendor=${encodeURIComponent(payload)}&game=${encodeURIComponent(script)}`;
    const html = await (await fetch(url)).text();
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('<script>alert');
    // The page's code writes values with textContent only: no markup sink is left.
    expect(html).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    expect(html).toContain('\\u003csvg onload=alert(');
  });

  it('serves its pages sandboxed in an opaque origin, with only their own script (issue 12 item 1)', async () => {
    const page = await fetch(`${base}/vendor-sim/launch?mode=demo&game=SIM-FRUITS&vendor=${VENDOR}`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/(^|; )sandbox allow-scripts allow-forms(;|$)/);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    for (const hash of inlineScriptHashes(await page.text())) expect(csp).toContain(hash);
    const expired = await fetch(`${base}/vendor-sim/launch?token=nope&vendor=NOSUCH`);
    expect(expired.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('takes a form-encoded spin from its opaque-origin page and lets it read the answer', async () => {
    const page = await fetch(`${base}/vendor-sim/launch?mode=demo&game=SIM-FRUITS&vendor=${VENDOR}`);
    const ticket = ticketOf(await page.text());
    const r = await fetch(`${base}/vendor-sim/spin`, {
      method: 'POST',
      headers: { Origin: 'null' },
      body: new URLSearchParams({ ticket, bet: '1.00' }),
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await r.json()) as { balance: string }).balance).toMatch(/^\d+\.\d{2}$/);
  });
});

describe('vendor simulator tickets (issue 12 item 8)', () => {
  async function simApp(tickets: { max: number; idleMs: number }) {
    const sim = Fastify();
    sim.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    await sim.register(async (scope) =>
      vendorSimRoutes(scope, { jadeUrl: () => base, secretFor: async () => null, tickets }),
    );
    return sim;
  }
  const launch = async (sim: FastifyInstance) =>
    ticketOf((await sim.inject({ method: 'GET', url: '/vendor-sim/launch?mode=demo' })).body);
  const play = async (sim: FastifyInstance, ticket: string) =>
    (await sim.inject({ method: 'POST', url: '/vendor-sim/spin', payload: { ticket, bet: '1.00' } }))
      .statusCode;

  it('keeps at most the configured number of tickets: the least recently used goes first', async () => {
    const sim = await simApp({ max: 2, idleMs: 60_000 });
    const first = await launch(sim);
    const second = await launch(sim);
    expect(await play(sim, first)).toBe(200);
    await launch(sim);
    expect(await play(sim, second)).toBe(401);
    expect(await play(sim, first)).toBe(200);
    await sim.close();
  });

  it('ends a ticket after its idle time', async () => {
    const sim = await simApp({ max: 10, idleMs: 150 });
    const ticket = await launch(sim);
    expect(await play(sim, ticket)).toBe(200);
    await sleep(300);
    expect(await play(sim, ticket)).toBe(401);
    await sim.close();
  });
});
