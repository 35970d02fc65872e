import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, TEST_MERCHANT } from '../../test/accounts';
import { createTestApp, openTestDatabase } from '../../test/helpers';
import { createLedgerService } from '../modules/ledger/ledger-service';
import type { LaunchGrant } from '../modules/vendor-api/service';
import { vendorBets, vendorCredentials } from '../modules/vendor-api/tables';
import type { DatabaseHandle } from '../platform/db/client';

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
});
