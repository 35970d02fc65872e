import { randomUUID } from 'node:crypto';
import { accountCalls } from '@jade/contract/account-calls';
import { gameCalls } from '@jade/contract/game-calls';
import type { GameTile } from '@jade/contract/game-catalogue';
import { inhouseGameCalls } from '@jade/contract/inhouse-game-calls';
import { opsGameCalls } from '@jade/contract/ops-game-calls';
import type { OpsRtpRow } from '@jade/contract/ops-games';
import { systemCalls } from '@jade/contract/system-calls';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, TEST_MERCHANT, unique, uniqueIp } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { ok, operatorToken, refused, staffToken } from '../../../test/payments';
import type { DatabaseHandle } from '../../platform/db/client';
import { merchants } from '../brand/tables';
import { createLedgerService } from '../ledger/ledger-service';
import { operatorAudit } from '../operators/tables';
import { games, vendors } from './tables';

const HOUR = 3_600_000;
/** Real time: operator and player sessions follow the app's clock, so it is not moved by hours. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let database: DatabaseHandle;
let app: FastifyInstance;
let admin: string;
let content: string;
let support: string;
/** A vendor of this file's own, with three games, so that other files' catalogue stays as seeded. */
const vendor = unique('OPS').toUpperCase();
const nodes = [1, 2, 3].map((i) => `${vendor}-${i}`);

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database);
  [admin, content, support] = await Promise.all([
    operatorToken(app),
    staffToken(app, database, 'content'),
    staffToken(app, database, 'support'),
  ]);
  const [merchant] = await database.db.select().from(merchants).where(eq(merchants.code, TEST_MERCHANT));
  const brandId = merchant!.brandId;
  await database.db.insert(vendors).values({
    brandId,
    code: vendor,
    displayName: 'Ops Test Vendor',
    category: 'RNG',
    accountTypeId: 99,
    nodeId: `${vendor}-v`,
    sortOrder: 9_000,
  });
  await database.db.insert(games).values(
    nodes.map((nodeId, i) => ({
      brandId,
      nodeId,
      gameCode: `g${i + 1}`,
      vendorCode: vendor,
      gameType: 'RNG',
      names: { EN: `Ops Game ${i + 1}` },
      classification: 'slots',
      minBet: 10,
      launchKind: 'vendor-sim',
      sortOrder: i,
    })),
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function player() {
  const member = await createMember(database);
  const login = ok(
    await call(
      app,
      accountCalls.login,
      { username: member.username, password: member.password, type: 'username' },
      { ip: uniqueIp() },
    ),
  );
  return { ...member, token: login.token as string };
}

/** The player site's list of the vendor's games, in its order. */
async function listed(): Promise<GameTile[]> {
  return ok(await call(app, gameCalls.gameList, undefined, { query: { vassalage: vendor, pageSize: '100' } }))
    .games;
}
const launch = (token: string, nodeId: string) =>
  call(app, gameCalls.launch, undefined, { token, query: { nodeId } });
const updateGame = (body: object, token = admin) => call(app, opsGameCalls.updateGame, body, { token });
const updateVendor = (body: object, token = admin) => call(app, opsGameCalls.updateVendor, body, { token });

async function vendorCard() {
  const lanes = ok(await call(app, systemCalls.gameVendors, undefined)).data.lanes as {
    cards: { vassalage: string; maintenance: boolean }[];
  }[];
  return lanes.flatMap((l) => l.cards).find((c) => c.vassalage === vendor);
}

describe('games and vendors in the back office', () => {
  it('lets every role read; only settings (admin) may change; content and support are refused', async () => {
    const vendorsList = ok(
      await call(app, opsGameCalls.vendors, undefined, { token: support, query: { category: 'RNG' } }),
    );
    const mine = vendorsList.list.find((v: { code: string }) => v.code === vendor);
    expect(mine).toMatchObject({ gameCount: 3, enabledGameCount: 3, enabled: true, inMaintenance: false });
    const page = ok(
      await call(app, opsGameCalls.games, undefined, { token: content, query: { vendorCode: vendor } }),
    );
    expect(page.list.map((g: { nodeId: string }) => g.nodeId)).toEqual(nodes);

    for (const token of [content, support]) {
      refused(await updateGame({ nodeId: nodes[0], enabled: false }, token), 403, 'operator.forbidden');
      refused(await updateVendor({ code: vendor, maintenance: true }, token), 403, 'operator.forbidden');
      refused(
        await call(app, opsGameCalls.orderGames, { vendorCode: vendor, nodeIds: nodes }, { token }),
        403,
        'operator.forbidden',
      );
    }
    expect((await listed()).map((g) => g.nodeId)).toEqual(nodes);
    refused(await updateGame({ nodeId: nodes[0] }), 400, 'request_param_err');
    refused(await updateGame({ nodeId: 'nope', enabled: false }), 404, 'game.not.found');
  });

  it('disabling a game takes it off the player catalogue and refuses its launch; audited', async () => {
    const p = await player();
    expect(ok(await launch(p.token, nodes[1]!)).content.game_url).toContain('/vendor-sim/launch');
    const row = ok(await updateGame({ nodeId: nodes[1], enabled: false, isHot: true }));
    expect(row).toMatchObject({ nodeId: nodes[1], enabled: false, isHot: true });
    expect((await listed()).map((g) => g.nodeId)).toEqual([nodes[0], nodes[2]]);
    refused(await launch(p.token, nodes[1]!), 400, 'game.disabled');

    const [audit] = await database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'game.update'), eq(operatorAudit.targetId, nodes[1]!)))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    expect(audit).toMatchObject({
      operatorName: 'operator',
      before: { enabled: true, isHot: false },
      after: { enabled: false, isHot: true },
    });

    ok(await updateGame({ nodeId: nodes[1], enabled: true, isHot: false }));
    expect((await listed()).map((g) => g.nodeId)).toEqual(nodes);
    ok(await launch(p.token, nodes[1]!));

    // A disabled vendor hides all its games.
    ok(await updateVendor({ code: vendor, enabled: false }));
    expect(await listed()).toEqual([]);
    expect(await vendorCard()).toBeUndefined();
    refused(await launch(p.token, nodes[0]!), 400, 'game.disabled');
    ok(await updateVendor({ code: vendor, enabled: true }));
    expect(await listed()).toHaveLength(3);
  });

  it('a maintenance window applies only while now is inside it, without any further change', async () => {
    const p = await player();
    const start = Date.now();
    refused(
      await updateVendor({ code: vendor, window: { from: start + 2 * HOUR, until: start + HOUR } }),
      400,
      'vendor.window.invalid',
    );
    refused(
      await updateVendor({ code: vendor, window: { from: start - 2 * HOUR, until: start - HOUR } }),
      400,
      'vendor.window.invalid',
    );
    // Opens in 3 s, closes 3 s later (slow machines still check "before" in time).
    const opens = Date.now() + 3_000;
    const future = ok(await updateVendor({ code: vendor, window: { from: opens, until: opens + 3_000 } }));
    expect(future).toMatchObject({ maintenanceFrom: opens, inMaintenance: false });
    expect((await vendorCard())?.maintenance).toBe(false);
    expect((await listed()).every((g) => !g.maintenance)).toBe(true);
    ok(await launch(p.token, nodes[0]!));

    // The window opens: nothing was written, yet the site shows the vendor in maintenance.
    await sleep(opens - Date.now() + 50);
    expect((await vendorCard())?.maintenance).toBe(true);
    const during = await listed();
    expect(during.map((g) => g.nodeId)).toEqual(nodes);
    expect(during.every((g) => g.maintenance)).toBe(true);
    refused(await launch(p.token, nodes[0]!), 400, 'game.maintenance');

    // And closes.
    await sleep(opens + 3_000 - Date.now() + 50);
    expect((await vendorCard())?.maintenance).toBe(false);
    ok(await launch(p.token, nodes[0]!));

    // A window covering now applies at once; removing it ends the maintenance.
    const now = Date.now();
    const covering = ok(
      await updateVendor({ code: vendor, window: { from: now - 60_000, until: now + HOUR } }),
    );
    expect(covering.inMaintenance).toBe(true);
    refused(await launch(p.token, nodes[2]!), 400, 'game.maintenance');
    ok(await updateVendor({ code: vendor, window: null }));
    ok(await launch(p.token, nodes[2]!));

    // A game's own maintenance flag.
    ok(await updateGame({ nodeId: nodes[2], maintenance: true }));
    refused(await launch(p.token, nodes[2]!), 400, 'game.maintenance');
    ok(await updateGame({ nodeId: nodes[2], maintenance: false }));
  });

  it("reordering a vendor's games changes the player catalogue's order", async () => {
    const reversed = [...nodes].reverse();
    refused(
      await call(
        app,
        opsGameCalls.orderGames,
        { vendorCode: vendor, nodeIds: reversed.slice(1) },
        { token: admin },
      ),
      400,
      'game.order.mismatch',
    );
    refused(
      await call(
        app,
        opsGameCalls.orderGames,
        { vendorCode: vendor, nodeIds: [nodes[0], nodes[0], nodes[1]] },
        { token: admin },
      ),
      400,
      'game.order.mismatch',
    );
    expect(
      ok(
        await call(app, opsGameCalls.orderGames, { vendorCode: vendor, nodeIds: reversed }, { token: admin }),
      ),
    ).toEqual({ count: 3 });
    expect((await listed()).map((g) => g.nodeId)).toEqual(reversed);
    const ops = ok(
      await call(app, opsGameCalls.games, undefined, { token: admin, query: { vendorCode: vendor } }),
    );
    expect(ops.list.map((g: { nodeId: string }) => g.nodeId)).toEqual(reversed);
    refused(
      await call(app, opsGameCalls.orderVendors, { category: 'RNG', codes: [vendor] }, { token: admin }),
      400,
      'vendor.order.mismatch',
    );
  });

  it('in-house RTP: the configured figures, and stake, payout and rounds of the bets placed', async () => {
    const p = await player();
    await createLedgerService(database.db).transfer({
      merchantCode: TEST_MERCHANT,
      idempotencyKey: `test-fund:${randomUUID()}`,
      type: 'adjustment',
      debit: { kind: 'house', house: 'external', currency: 'MMK' },
      credit: { kind: 'member', memberId: p.id, currency: 'MMK' },
      amount: 1_000_000n,
      actor: { kind: 'operator', id: 'test' },
    });
    const from = Date.now();
    let stake = 0;
    let payout = 0;
    for (let i = 0; i < 4; i += 1) {
      const r = ok(
        await call(
          app,
          inhouseGameCalls.spin,
          { gameId: 'jade-dragon', bet: 5, idempotencyKey: randomUUID() },
          { token: p.token },
        ),
      );
      stake += r.bet;
      payout += r.win;
    }
    const bac = ok(
      await call(
        app,
        inhouseGameCalls.baccarat,
        { bets: { banker: 10 }, idempotencyKey: randomUUID() },
        { token: p.token },
      ),
    );
    const to = Date.now() + 1;

    const rtp = ok(
      await call(app, opsGameCalls.inhouseRtp, undefined, {
        token: support,
        query: { from: String(from), to: String(to) },
      }),
    );
    const by = new Map<string, OpsRtpRow>(rtp.list.map((r: OpsRtpRow) => [r.gameCode, r]));
    expect([...by.keys()]).toEqual(['jade-dragon', 'lotus-fortune', 'koi-riches', 'baccarat', 'fish']);
    const dragon = by.get('jade-dragon')!;
    expect(dragon).toMatchObject({ name: 'Jade Dragon', kind: 'slot', rounds: 4 });
    expect(dragon.configuredRtp).toEqual({ min: 0.960264, max: 0.960264 });
    expect(dragon.stake).toBeCloseTo(stake, 2);
    expect(dragon.payout).toBeCloseTo(payout, 2);
    expect(dragon.observedRtp).toBeCloseTo(payout / stake, 6);
    expect(by.get('baccarat')).toMatchObject({ rounds: 1, stake: bac.bet, payout: bac.win });
    const range = by.get('baccarat')!.configuredRtp;
    expect(range.min).toBeLessThan(range.max);
    expect(range.max).toBeCloseTo(0.9894, 3);
    expect(by.get('fish')).toMatchObject({
      rounds: 0,
      stake: 0,
      observedRtp: null,
      configuredRtp: { min: 0.96 },
    });

    // Bets outside the period do not count (earlier files' bets may fall before it, none after).
    const after = ok(
      await call(app, opsGameCalls.inhouseRtp, undefined, {
        token: admin,
        query: { from: String(to), to: String(to + HOUR) },
      }),
    );
    expect(after.list.find((r: OpsRtpRow) => r.gameCode === 'jade-dragon')).toMatchObject({
      rounds: 0,
      stake: 0,
      observedRtp: null,
    });
    refused(
      await call(app, opsGameCalls.inhouseRtp, undefined, {
        token: admin,
        query: { from: String(to), to: String(from) },
      }),
      400,
      'rtp.range.invalid',
    );
  });
});
