import { randomUUID } from 'node:crypto';
import { accountCalls } from '@jade/contract/account-calls';
import { inhouseGameCalls } from '@jade/contract/inhouse-game-calls';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, TEST_MERCHANT, uniqueIp } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import type { DatabaseHandle } from '../../platform/db/client';
import type { MemberRow } from '../accounts/repository';
import { createLedgerService, type LedgerService } from '../ledger/ledger-service';
import { ledgerTransfers } from '../ledger/tables';
import { gameRounds } from './tables';
import { hashServerSeedBrowserless } from './test-support';

const CUR = 'MMK';
let database: DatabaseHandle;
let app: FastifyInstance;
let ledger: LedgerService;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database);
  ledger = createLedgerService(database.db);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function player(money: bigint, values: Partial<MemberRow> = {}) {
  const member = await createMember(database, values);
  if (money > 0n)
    await ledger.transfer({
      merchantCode: TEST_MERCHANT,
      idempotencyKey: `test-fund:${randomUUID()}`,
      type: 'adjustment',
      debit: { kind: 'house', house: 'external', currency: CUR },
      credit: { kind: 'member', memberId: member.id, currency: CUR },
      amount: money,
      actor: { kind: 'operator', id: 'test' },
    });
  const login = await call(
    app,
    accountCalls.login,
    { username: member.username, password: member.password, type: 'username' },
    { ip: uniqueIp() },
  );
  return { ...member, token: login.json().value.token as string };
}

const main = (memberId: number) => ledger.balance({ kind: 'member', memberId, currency: CUR });

describe('in-house rounds', () => {
  it('shows rules, limits and the committed seed; a spin moves bet and win through the ledger', async () => {
    const p = await player(100_000n);
    const info = await call(app, inhouseGameCalls.info, undefined, {
      token: p.token,
      query: { gameId: 'jade-dragon' },
    });
    expect(info.statusCode, info.body).toBe(200);
    const v = info.json().value;
    expect(v).toMatchObject({ gameId: 'jade-dragon', gameType: 'slot', fairness: { nonce: 0 } });
    expect(v.description.paytable.length).toBeGreaterThan(3);
    expect(v.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const lines = v.description.lines.length as number;

    const bet = (lines * 10) / 100; // 10 minor units per line
    const spin = await call(
      app,
      inhouseGameCalls.spin,
      { gameId: 'jade-dragon', bet, idempotencyKey: randomUUID() },
      { token: p.token },
    );
    expect(spin.statusCode, spin.body).toBe(200);
    const r = spin.json().value;
    expect(r).toMatchObject({ bet, replayed: false, fairness: v.fairness, next: { nonce: 1 } });
    expect(r.outcome.bet).toBe(lines * 10);
    expect(r.win).toBe(r.outcome.totalWin / 100);
    const expected = 100_000n - BigInt(lines * 10) + BigInt(r.outcome.totalWin);
    expect(await main(p.id)).toBe(expected);
    expect(r.balance).toBe(Number(expected) / 100);
    const [row] = await database.db.select().from(gameRounds).where(eq(gameRounds.id, r.roundId));
    const transfers = await database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, row!.betTransferId!));
    expect(transfers[0]).toMatchObject({ type: 'bet' });
  });

  it('replays a spin key without moving money; another request with the key is a conflict', async () => {
    const p = await player(100_000n);
    const key = randomUUID();
    const body = { gameId: 'lotus-fortune', bet: 2.5, idempotencyKey: key };
    const first = await call(app, inhouseGameCalls.spin, body, { token: p.token });
    expect(first.statusCode, first.body).toBe(200);
    const after = await main(p.id);
    const again = await Promise.all(
      Array.from({ length: 5 }, () => call(app, inhouseGameCalls.spin, body, { token: p.token })),
    );
    for (const a of again) {
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json().value).toMatchObject({ roundId: first.json().value.roundId, replayed: true });
    }
    expect(await main(p.id)).toBe(after);
    const other = await call(app, inhouseGameCalls.spin, { ...body, bet: 5 }, { token: p.token });
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe('idempotency.conflict');
  });

  it('refuses bad bets and insufficient funds, changing nothing', async () => {
    const p = await player(300n);
    const spin = (bet: unknown) =>
      call(
        app,
        inhouseGameCalls.spin,
        { gameId: 'koi-riches', bet, idempotencyKey: randomUUID() },
        {
          token: p.token,
        },
      );
    for (const bad of [0, -1, '1.005', 'abc'])
      expect((await spin(bad)).json().errorCode).toBe('wallet.amount.invalid');
    const tooBig = await spin(100_000);
    expect(tooBig.json().errorCode).toBe('game.bet.limit');
    const odd = await spin(0.77);
    expect(['game.bet.invalid', 'game.bet.limit']).toContain(odd.json().errorCode);
    const broke = await spin(10);
    expect(broke.statusCode).toBe(400);
    expect(broke.json()).toMatchObject({ errorCode: 'wallet.insufficient.funds', value: { balance: 3 } });
    expect(await main(p.id)).toBe(300n);
    const fair = await call(app, inhouseGameCalls.fairness, undefined, { token: p.token });
    expect(fair.json().value.nonce).toBe(0);
    const rounds = await database.db.select().from(gameRounds).where(eq(gameRounds.memberId, p.id));
    expect(rounds).toEqual([]);
  });

  it('plays baccarat and fish through the ledger', async () => {
    const p = await player(100_000n);
    const bac = await call(
      app,
      inhouseGameCalls.baccarat,
      { bets: { banker: 10, tie: 1, playerPair: 1 }, idempotencyKey: randomUUID() },
      { token: p.token },
    );
    expect(bac.statusCode, bac.body).toBe(200);
    const b = bac.json().value;
    expect(b.bet).toBe(12);
    expect(b.outcome.bets).toHaveLength(3);
    expect(b.win).toBe(b.outcome.totalReturn / 100);
    const info = await call(app, inhouseGameCalls.info, undefined, {
      token: p.token,
      query: { gameId: 'fish' },
    });
    const fishIds = (info.json().value.description.paytable as { fish: string }[]).map((f) => f.fish);
    const unknown = await call(
      app,
      inhouseGameCalls.fish,
      { bet: 1, shots: ['no-such-fish'], idempotencyKey: randomUUID() },
      { token: p.token },
    );
    expect(unknown.json().errorCode).toBe('game.bet.invalid');
    const shot = await call(
      app,
      inhouseGameCalls.fish,
      { bet: 1, shots: [fishIds[0], fishIds[fishIds.length - 1]], idempotencyKey: randomUUID() },
      { token: p.token },
    );
    expect(shot.statusCode, shot.body).toBe(200);
    const f = shot.json().value;
    expect(f.bet).toBe(2);
    const total = 100_000n - 1_200n + BigInt(b.outcome.totalReturn) - 200n + BigInt(f.outcome.totalWin);
    expect(await main(p.id)).toBe(total);
  });

  it('verifies a round only after the seed is rotated; another member cannot read it', async () => {
    const p = await player(100_000n);
    const q = await player(0n);
    const spin = await call(
      app,
      inhouseGameCalls.spin,
      { gameId: 'jade-dragon', bet: 5, idempotencyKey: randomUUID() },
      { token: p.token },
    );
    const roundId = spin.json().value.roundId as number;
    const verifyId = spin.json().value.verifyId as string;
    const before = await call(app, inhouseGameCalls.verify, undefined, { query: { verifyId } });
    expect(before.json().value).toMatchObject({ revealed: false, serverSeed: null, valid: null });

    const mine = await call(app, inhouseGameCalls.round, undefined, {
      token: p.token,
      query: { roundId: String(roundId) },
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await call(app, inhouseGameCalls.round, undefined, {
      token: q.token,
      query: { roundId: String(roundId) },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errorCode).toBe('game.round.not.found');

    const rotated = await call(
      app,
      inhouseGameCalls.rotateSeed,
      { clientSeed: 'my-lucky-seed' },
      { token: p.token },
    );
    expect(rotated.statusCode, rotated.body).toBe(200);
    const rv = rotated.json().value;
    expect(rv.revealed).toMatchObject({
      serverSeedHash: spin.json().value.fairness.serverSeedHash,
      rounds: 1,
    });
    expect(hashServerSeedBrowserless(rv.revealed.serverSeed)).toBe(rv.revealed.serverSeedHash);
    expect(rv.next).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(rv.next.serverSeedHash).not.toBe(rv.revealed.serverSeedHash);

    const after = await call(app, inhouseGameCalls.verify, undefined, { query: { verifyId } });
    expect(after.json().value).toMatchObject({
      revealed: true,
      serverSeed: rv.revealed.serverSeed,
      commitmentValid: true,
      outcomeMatches: true,
      valid: true,
    });
  });

  it('trial accounts play with their demo money; the ledger reconciles', async () => {
    const t = await player(50_000n, { type: 4 });
    const spin = await call(
      app,
      inhouseGameCalls.spin,
      { gameId: 'koi-riches', bet: 5, idempotencyKey: randomUUID() },
      { token: t.token },
    );
    expect(spin.statusCode, spin.body).toBe(200);
    const report = await ledger.reconcile();
    expect(report.mismatches).toEqual([]);
  });
});
