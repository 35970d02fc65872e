import { randomUUID } from 'node:crypto';
import { opsPointCalls as ops, pointCalls as c } from '@jade/contract/point-calls';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, TEST_MERCHANT } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import {
  balanceOf,
  expectReconciled,
  ok,
  operatorToken,
  payingMember,
  refused,
  staffToken,
} from '../../../test/payments';
import type { DatabaseHandle } from '../../platform/db/client';
import { createLedgerService } from '../ledger/ledger-service';
import { CLI_ACTOR } from '../operators/service';
import { operatorAudit } from '../operators/tables';
import { pointItems } from './tables';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: string;

type Player = Awaited<ReturnType<typeof payingMember>>;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database);
  admin = await operatorToken(app);
  // This file's rules: one point per 10.00 of slots, per 20.00 of live casino; a point is worth 0.05.
  ok(
    await call(
      app,
      ops.setSettings,
      {
        merchantCode: TEST_MERCHANT,
        enabled: true,
        earnPerPoint: { RNG: '10', LIVE: '20' },
        pointValue: '0.05',
        minConvert: 100,
      },
      { token: admin },
    ),
  );
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function bet(
  p: Player,
  category: string,
  validBet: bigint,
  options: { sourceId?: string; void?: boolean } = {},
) {
  const sourceId = options.sourceId ?? `points-${randomUUID()}`;
  await database.db.transaction((tx) =>
    app.betFacts.record(tx, {
      source: 'inhouse',
      sourceId,
      ...(options.void ? { void: true } : {}),
      merchantCode: TEST_MERCHANT,
      memberId: p.id,
      currency: 'MMK',
      category,
      vendorCode: 'JADE',
      gameCode: 'points-test',
      stake: validBet,
      validBet,
      payout: 0n,
      placedAt: new Date(Date.now() - 1000),
      settledAt: new Date(),
    }),
  );
  return sourceId;
}

const pointsOf = async (p: Player) => ok(await call(app, c.balance, undefined, { token: p.token })).balance;

/** Gives a member points the way the ledger does (an operator's adjustment). */
async function givePoints(p: Player, points: bigint) {
  await createLedgerService(database.db).transfer({
    merchantCode: TEST_MERCHANT,
    idempotencyKey: `test-points:${randomUUID()}`,
    type: 'adjustment',
    debit: { kind: 'house', house: 'points_issued', currency: 'PTS' },
    credit: { kind: 'member', memberId: p.id, currency: 'PTS' },
    amount: points,
    actor: { kind: 'system', id: 'test' },
  });
}

async function item(body: Record<string, unknown>) {
  return ok(
    await call(
      app,
      ops.saveItem,
      { merchantCode: TEST_MERCHANT, name: { EN: 'Test item' }, points: 100, ...body },
      { token: admin },
    ),
  ) as { id: number; availableQuantity: number | null };
}

const redeem = (p: Player, itemId: number, extra: Record<string, unknown> = {}) =>
  call(
    app,
    c.redeem,
    { itemId, password: p.paymentPassword, idempotencyKey: randomUUID(), ...extra },
    { token: p.token },
  );

const ADDRESS = { name: 'Test Person', phone: '0917000000', address: '1 Test Street, Yangon' };

describe('earning', () => {
  it(
    'valid bets earn whole points by product type, the rest carried; each batch pays once',
    { timeout: 90_000 },
    async () => {
      const p = await payingMember(app, database);
      await bet(p, 'RNG', 2_550n); // 25.50: 2 points, 5.50 carried
      await bet(p, 'LIVE', 1_000n); // 10.00 of 20.00: nothing yet
      await bet(p, 'FISH', 100_000n); // not earning in this file's rules
      await app.points.drain();
      expect(await pointsOf(p)).toBe(2);
      await bet(p, 'RNG', 450n); // 5.50 + 4.50 = 10.00: one more
      await bet(p, 'LIVE', 1_000n); // 20.00: one
      await app.points.drain();
      await app.points.drain(); // drained: nothing twice
      expect(await pointsOf(p)).toBe(4);
      const details = ok(await call(app, c.entries, undefined, { token: p.token }));
      expect(
        details.list.every((e: { kind: string; points: number }) => e.kind === 'earn' && e.points > 0),
      ).toBe(true);
      expect(details.list.reduce((s: number, e: { points: number }) => s + e.points, 0)).toBe(4);
      // A voided bet lowers what later bets earn; points already given stay (they may be spent).
      const voided = await bet(p, 'RNG', 1_500n); // one point, 5.00 carried
      await app.points.drain();
      expect(await pointsOf(p)).toBe(5);
      await bet(p, 'RNG', 1_500n, { sourceId: voided, void: true }); // -15.00: the carry is -10.00
      await bet(p, 'RNG', 1_000n); // back to 0 carried: nothing
      await app.points.drain();
      expect(await pointsOf(p)).toBe(5);
      await bet(p, 'RNG', 1_000n);
      await app.points.drain();
      expect(await pointsOf(p)).toBe(6);
      await expectReconciled(database);
    },
  );

  it("a trial account earns nothing, and points never show in a member's money records", async () => {
    const trial = await payingMember(app, database, { type: 4, paymentPassword: null });
    await bet(trial, 'RNG', 100_000n);
    await app.points.drain();
    refused(await call(app, c.balance, undefined, { token: trial.token }), 403, 'in_need_true_account');
  });
});

describe("customer service's adjustment", () => {
  it('adds or takes points once per key, audited; past the balance it moves nothing', async () => {
    const p = await payingMember(app, database);
    const member = { id: p.id, merchantCode: TEST_MERCHANT, type: 0 };
    const key = randomUUID();
    await Promise.all([
      app.points.adjust(member, 40n, 'goodwill', key, CLI_ACTOR),
      app.points.adjust(member, 40n, 'goodwill', key, CLI_ACTOR),
    ]);
    expect(await pointsOf(p)).toBe(40);
    await expect(app.points.adjust(member, -50n, 'typo', randomUUID(), CLI_ACTOR)).rejects.toMatchObject({
      errorCode: 'points.insufficient',
    });
    expect(await pointsOf(p)).toBe(40);
    const audits = await database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'points.adjust'), eq(operatorAudit.targetId, String(p.id))));
    expect(audits).toHaveLength(1);
  });
});

describe('converting', () => {
  it('converts at the rate with the payment password, once per key; below the minimum or the balance it moves nothing', async () => {
    const p = await payingMember(app, database);
    await givePoints(p, 500n);
    const config = ok(await call(app, c.config, undefined, { token: p.token }));
    expect(config).toMatchObject({ enabled: true, pointValue: 0.05, minConvert: 100 });
    expect(config.rateTable[0]).toEqual({ points: 100, amount: 5 });
    refused(
      await call(
        app,
        c.convert,
        { points: 50, password: p.paymentPassword, idempotencyKey: randomUUID() },
        { token: p.token },
      ),
      400,
      'points.convert.minimum',
    );
    refused(
      await call(
        app,
        c.convert,
        { points: 200, password: '999999', idempotencyKey: randomUUID() },
        { token: p.token },
      ),
      400,
      'payment.password.wrong',
    );
    refused(
      await call(
        app,
        c.convert,
        { points: 600, password: p.paymentPassword, idempotencyKey: randomUUID() },
        { token: p.token },
      ),
      400,
      'points.insufficient',
    );
    expect(await pointsOf(p)).toBe(500);
    expect(await balanceOf(database, p.id)).toBe(0n);
    const key = randomUUID();
    const body = { points: 300, password: p.paymentPassword, idempotencyKey: key };
    const [a, b] = await Promise.all([
      call(app, c.convert, body, { token: p.token }),
      call(app, c.convert, body, { token: p.token }),
    ]);
    expect(ok(a)).toMatchObject({ points: 300, amount: 15, balance: 200 });
    expect(ok(b)).toMatchObject({ points: 300, amount: 15 });
    expect(await pointsOf(p)).toBe(200);
    expect(await balanceOf(database, p.id)).toBe(1_500n);
    await expectReconciled(database);
  });
});

describe('the mall', () => {
  it('a cash item takes the points and credits the cash in one step; a replay of the key moves nothing', async () => {
    const p = await payingMember(app, database);
    await givePoints(p, 250n);
    const cash = await item({ kind: 'cash', points: 200, amount: '8' });
    const listed = ok(await call(app, c.items, undefined, { token: p.token }));
    expect(listed.list.find((i: { id: number }) => i.id === cash.id)).toMatchObject({
      kind: 'cash',
      points: 200,
      amount: 8,
      redeemedByMe: 0,
    });
    const key = randomUUID();
    const first = ok(await redeem(p, cash.id, { idempotencyKey: key }));
    expect(first).toMatchObject({ status: 'credited', points: 200, amount: 8, balance: 50 });
    const again = ok(await redeem(p, cash.id, { idempotencyKey: key }));
    expect(again.id).toBe(first.id);
    expect(await pointsOf(p)).toBe(50);
    expect(await balanceOf(database, p.id)).toBe(800n);
    refused(await redeem(p, cash.id), 400, 'points.insufficient');
    const history = ok(await call(app, c.redemptions, undefined, { token: p.token }));
    expect(history.list).toHaveLength(1);
    await expectReconciled(database);
  });

  it('the last piece in stock goes to one of two members redeeming at once; the other is told it sold out', async () => {
    const goods = await item({ kind: 'goods', points: 100, quantity: 1 });
    const [a, b] = await Promise.all([payingMember(app, database), payingMember(app, database)]);
    await Promise.all([givePoints(a, 100n), givePoints(b, 100n)]);
    const results = await Promise.all([
      redeem(a, goods.id, { address: ADDRESS }),
      redeem(b, goods.id, { address: ADDRESS }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const lost = results.find((r) => r.statusCode === 409)!;
    expect(lost.json().errorCode).toBe('points.item.sold.out');
    const [row] = await database.db.select().from(pointItems).where(eq(pointItems.id, goods.id));
    expect(row!.available).toBe(0);
    // The loser kept its points.
    expect((await pointsOf(a)) + (await pointsOf(b))).toBe(100);
  });

  it('goods need an address, keep to the per-member limit, and a cancellation returns the points and the stock once', async () => {
    const p = await payingMember(app, database);
    await givePoints(p, 1_000n);
    const goods = await item({ kind: 'goods', points: 300, quantity: 5, perMemberLimit: 1 });
    refused(await redeem(p, goods.id), 400, 'request_param_err');
    const done = ok(await redeem(p, goods.id, { address: ADDRESS }));
    expect(done).toMatchObject({ status: 'pending', address: ADDRESS, balance: 700 });
    refused(await redeem(p, goods.id, { address: ADDRESS }), 409, 'points.item.limit');

    const support = await staffToken(app, database, 'support');
    refused(
      await call(
        app,
        ops.decideRedemption,
        { id: done.id, action: 'cancel', reason: 'x' },
        { token: support },
      ),
      403,
      'operator.forbidden',
    );
    const finance = await staffToken(app, database, 'finance');
    const cancel = { id: done.id, action: 'cancel', reason: 'out of stock at the supplier' };
    const [x, y] = await Promise.all([
      call(app, ops.decideRedemption, cancel, { token: finance }),
      call(app, ops.decideRedemption, cancel, { token: finance }),
    ]);
    expect([ok(x).status, ok(y).status]).toEqual(['cancelled', 'cancelled']);
    expect(await pointsOf(p)).toBe(1_000);
    const [row] = await database.db.select().from(pointItems).where(eq(pointItems.id, goods.id));
    expect(row!.available).toBe(5);
    refused(
      await call(
        app,
        ops.decideRedemption,
        { id: done.id, action: 'ship', reason: 'late' },
        { token: finance },
      ),
      409,
      'points.redemption.status',
    );
    const details = ok(await call(app, c.entries, undefined, { token: p.token }));
    expect(details.list.map((e: { kind: string }) => e.kind)).toContain('refund');
    const audits = await database.db
      .select()
      .from(operatorAudit)
      .where(
        and(eq(operatorAudit.targetType, 'point-redemption'), eq(operatorAudit.targetId, String(done.id))),
      );
    expect(audits.map((a) => a.action)).toEqual(['points.redemption.cancel']);
    await expectReconciled(database);
  });

  it("a member's redemptions at once keep to the per-member limit; the points are taken once", async () => {
    const p = await payingMember(app, database);
    await givePoints(p, 1_000n);
    const goods = await item({ kind: 'goods', points: 100, quantity: 10, perMemberLimit: 1 });
    const results = await Promise.all([1, 2, 3].map(() => redeem(p, goods.id, { address: ADDRESS })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().errorCode)).toEqual([
      'points.item.limit',
      'points.item.limit',
    ]);
    expect(await pointsOf(p)).toBe(900);
    const [row] = await database.db.select().from(pointItems).where(eq(pointItems.id, goods.id));
    expect(row!.available).toBe(9);
  });

  it('a new quantity moves what is left by the same difference, never below zero', async () => {
    const p = await payingMember(app, database);
    await givePoints(p, 100n);
    const goods = await item({ kind: 'goods', points: 100, quantity: 5 });
    ok(await redeem(p, goods.id, { address: ADDRESS }));
    const edit = async (quantity: number | null) =>
      ok(
        await call(
          app,
          ops.saveItem,
          {
            merchantCode: TEST_MERCHANT,
            id: goods.id,
            kind: 'goods',
            name: { EN: 'Test item' },
            points: 100,
            quantity,
          },
          { token: admin },
        ),
      ) as { quantity: number | null; availableQuantity: number | null };
    expect(await edit(10)).toMatchObject({ quantity: 10, availableQuantity: 9 });
    expect(await edit(2)).toMatchObject({ quantity: 2, availableQuantity: 1 });
    expect(await edit(0)).toMatchObject({ quantity: 0, availableQuantity: 0 });
    expect(await edit(null)).toMatchObject({ quantity: null, availableQuantity: null });
  });

  it('operators: only settings may change the rules or items; bad input changes nothing', async () => {
    const content = await staffToken(app, database, 'content');
    refused(
      await call(
        app,
        ops.saveItem,
        { merchantCode: TEST_MERCHANT, kind: 'cash', name: { EN: 'x' }, points: 1, amount: '1' },
        { token: content },
      ),
      403,
      'operator.forbidden',
    );
    refused(
      await call(
        app,
        ops.saveItem,
        { merchantCode: TEST_MERCHANT, kind: 'cash', name: { EN: 'No amount' }, points: 10 },
        { token: admin },
      ),
      400,
      'request_param_err',
    );
    refused(
      await call(
        app,
        ops.saveItem,
        { merchantCode: TEST_MERCHANT, kind: 'goods', name: { CN: '无英文' }, points: 10 },
        { token: admin },
      ),
      400,
      'request_param_err',
    );
    refused(
      await call(
        app,
        ops.setSettings,
        {
          merchantCode: TEST_MERCHANT,
          enabled: true,
          earnPerPoint: { NOPE: '1' },
          pointValue: '0.05',
          minConvert: 100,
        },
        { token: admin },
      ),
      400,
      'request_param_err',
    );
    const settings = ok(
      await call(app, ops.settings, undefined, { token: content, query: { merchantCode: TEST_MERCHANT } }),
    );
    expect(settings).toMatchObject({
      earnPerPoint: { RNG: 10, LIVE: 20 },
      pointValue: 0.05,
      minConvert: 100,
    });
  });
});
