/**
 * Issue 12, in-house fairness: seeds committed before the player chooses (9), sealed at rest (10),
 * the recorded game version, one round per (seed pair, nonce) and the stake debited before the draw
 * (12), the idempotent replay of a multi-bet baccarat deal (8a) and verification by unguessable id
 * or by the owner's session only (8b).
 */
import { randomUUID } from 'node:crypto';
import { accountCalls } from '@jade/contract/account-calls';
import { inhouseGameCalls } from '@jade/contract/inhouse-game-calls';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, createMember, TEST_MERCHANT, uniqueIp } from '../../../test/accounts';
import { createTestApp, openTestDatabase, testSecretBox } from '../../../test/helpers';
import {
  createSecretBox,
  generateSecretKey,
  isSealedSecret,
  parseSecretKeyring,
  type SecretBox,
} from '../../platform/crypto/secret-box';
import type { DatabaseHandle } from '../../platform/db/client';
import { createMemoryCounterStore } from '../../platform/rate-limit/counter-store';
import type { MemberRow } from '../accounts/repository';
import { createLedgerService, type LedgerService } from '../ledger/ledger-service';
import { generateServerSeed, hashServerSeed } from './engine/index';
import { createInhouseGamesService } from './service';
import { fairnessSeeds, gameRounds } from './tables';
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

async function fund(memberId: number, money: bigint) {
  await ledger.transfer({
    merchantCode: TEST_MERCHANT,
    idempotencyKey: `test-fund:${randomUUID()}`,
    type: 'adjustment',
    debit: { kind: 'house', house: 'external', currency: CUR },
    credit: { kind: 'member', memberId, currency: CUR },
    amount: money,
    actor: { kind: 'operator', id: 'test' },
  });
}

async function player(money: bigint) {
  const member = await createMember(database);
  if (money > 0n) await fund(member.id, money);
  const login = await call(
    app,
    accountCalls.login,
    { username: member.username, password: member.password, type: 'username' },
    { ip: uniqueIp() },
  );
  return { ...member, token: login.json().value.token as string };
}

const spin = (token: string, key = randomUUID()) =>
  call(app, inhouseGameCalls.spin, { gameId: 'jade-dragon', bet: 5, idempotencyKey: key }, { token });

const seedRows = (memberId: number) =>
  database.db.select().from(fairnessSeeds).where(eq(fairnessSeeds.memberId, memberId));

describe('provably fair seeds', () => {
  it('activates exactly the server seed whose hash was shown before the client seed was chosen', async () => {
    const p = await player(100_000n);
    // The attack: the player reads the committed next hash, then picks a client seed.
    const before = (await call(app, inhouseGameCalls.fairness, undefined, { token: p.token })).json().value;
    expect(before.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.nextServerSeedHash).not.toBe(before.serverSeedHash);
    const chosen = await call(
      app,
      inhouseGameCalls.setClientSeed,
      { clientSeed: 'chosen-after-seeing' },
      {
        token: p.token,
      },
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    const now = chosen.json().value.next;
    expect(now).toMatchObject({
      serverSeedHash: before.nextServerSeedHash,
      clientSeed: 'chosen-after-seeing',
      nonce: 0,
    });
    expect(now.nextServerSeedHash).not.toBe(before.nextServerSeedHash);
    const info = await call(app, inhouseGameCalls.info, undefined, {
      token: p.token,
      query: { gameId: 'jade-dragon' },
    });
    expect(info.json().value.fairness).toEqual(now);

    const round = (await spin(p.token)).json().value;
    expect(round.fairness).toMatchObject({ serverSeedHash: before.nextServerSeedHash, nonce: 0 });
    expect(round.next).toMatchObject({ serverSeedHash: before.nextServerSeedHash, nonce: 1 });

    // A plain rotation activates the seed committed by the previous one, and reveals the one played.
    const rotated = (await call(app, inhouseGameCalls.rotateSeed, {}, { token: p.token })).json().value;
    expect(rotated.revealed).toMatchObject({ serverSeedHash: before.nextServerSeedHash, rounds: 1 });
    expect(hashServerSeedBrowserless(rotated.revealed.serverSeed)).toBe(before.nextServerSeedHash);
    expect(rotated.next.serverSeedHash).toBe(now.nextServerSeedHash);
    const verified = await call(app, inhouseGameCalls.verify, undefined, {
      query: { verifyId: round.verifyId },
    });
    expect(verified.json().value).toMatchObject({ revealed: true, valid: true, commitmentValid: true });
  });

  it('keeps the server seeds sealed in the database until they are revealed', async () => {
    const p = await player(100_000n);
    const round = (await spin(p.token)).json().value;
    const rows = await seedRows(p.id);
    expect(rows.map((r) => r.status).sort()).toEqual(['active', 'next']);
    for (const row of rows) {
      expect(isSealedSecret(row.serverSeed)).toBe(true);
      expect(row.serverSeed).not.toMatch(/[0-9a-f]{64}/);
    }
    const active = rows.find((r) => r.status === 'active')!;
    const rotated = (await call(app, inhouseGameCalls.rotateSeed, {}, { token: p.token })).json().value;
    // The sealed text did not contain the seed, in hex or otherwise.
    expect(active.serverSeed).not.toContain(rotated.revealed.serverSeed);
    const [revealed] = await database.db.select().from(fairnessSeeds).where(eq(fairnessSeeds.id, active.id));
    expect(revealed).toMatchObject({ status: 'revealed', serverSeed: rotated.revealed.serverSeed });
    const verified = await call(app, inhouseGameCalls.verify, undefined, {
      query: { verifyId: round.verifyId },
    });
    expect(verified.json().value).toMatchObject({ valid: true, serverSeed: rotated.revealed.serverSeed });
    for (const row of await seedRows(p.id))
      if (row.status !== 'revealed') expect(isSealedSecret(row.serverSeed)).toBe(true);
  });

  it('plays on a plain-text seed of an older database, sealing it on first use', async () => {
    const p = await player(100_000n);
    const serverSeed = generateServerSeed();
    const serverSeedHash = hashServerSeed(serverSeed);
    await database.db.insert(fairnessSeeds).values({
      memberId: p.id,
      serverSeed,
      serverSeedHash,
      clientSeed: 'legacy',
      status: 'active',
    });
    const round = (await spin(p.token)).json().value;
    expect(round.fairness).toMatchObject({ serverSeedHash, clientSeed: 'legacy', nonce: 0 });
    const [active] = await database.db
      .select()
      .from(fairnessSeeds)
      .where(and(eq(fairnessSeeds.memberId, p.id), eq(fairnessSeeds.status, 'active')));
    expect(isSealedSecret(active!.serverSeed)).toBe(true);
    const rotated = (await call(app, inhouseGameCalls.rotateSeed, {}, { token: p.token })).json().value;
    expect(rotated.revealed).toMatchObject({ serverSeed, serverSeedHash });
    const verified = await call(app, inhouseGameCalls.verify, undefined, {
      query: { verifyId: round.verifyId },
    });
    expect(verified.json().value.valid).toBe(true);
  });
});

describe('key rotation', () => {
  it('rewraps every secret seed under a new primary key and seals plain ones; rounds still verify', async () => {
    const p = await player(100_000n);
    const round = (await spin(p.token)).json().value;
    const legacy = await createMember(database);
    const plain = generateServerSeed();
    await database.db.insert(fairnessSeeds).values({
      memberId: legacy.id,
      serverSeed: plain,
      serverSeedHash: hashServerSeed(plain),
      clientSeed: 'legacy',
      status: 'active',
    });
    // The new key first (seals everything new), the old one still readable.
    const rotated = createSecretBox(
      parseSecretKeyring(`${generateSecretKey('next')},${inject('secretKeys')}`),
    );
    const games = createInhouseGamesService({
      db: database.db,
      ledger,
      counters: createMemoryCounterStore(),
      secrets: rotated,
      merchantCurrency: async () => CUR,
    });
    let after: number | null = 0;
    let changed = 0;
    while (after !== null) {
      const step: { changed: number; next: number | null } = await games.resealSeeds(after, 50);
      changed += step.changed;
      after = step.next;
    }
    expect(changed).toBeGreaterThanOrEqual(3);
    for (const row of [...(await seedRows(p.id)), ...(await seedRows(legacy.id))]) {
      if (row.status === 'revealed') continue;
      expect(isSealedSecret(row.serverSeed)).toBe(true);
      expect(rotated.needsRewrap(row.serverSeed)).toBe(false);
    }
    expect((await games.resealSeeds(0, 100_000)).changed).toBe(0);
    // The seeds open with the new keyring: a rotation reveals the seed the round was played with.
    const revealed = await games.rotate(p as MemberRow);
    expect(hashServerSeedBrowserless(revealed.revealed.serverSeed)).toBe(round.fairness.serverSeedHash);
    expect((await games.rotate(legacy as MemberRow)).revealed.serverSeed).toBe(plain);
  });
});

describe('rounds', () => {
  it('debits the stake before the server seed is opened to draw the outcome', async () => {
    const member = await createMember(database);
    await fund(member.id, 100_000n);
    const events: string[] = [];
    const box = testSecretBox();
    const secrets: SecretBox = {
      ...box,
      open: (sealed, context) => {
        events.push('open-seed');
        return box.open(sealed, context);
      },
    };
    const recording: LedgerService = {
      ...ledger,
      transfer: async (req, tx) => {
        events.push(`transfer:${req.type}`);
        return ledger.transfer(req, tx);
      },
      transferMany: async (reqs, tx) => {
        events.push(...reqs.map((r) => `transfer:${r.type}`));
        return ledger.transferMany(reqs, tx);
      },
    };
    const games = createInhouseGamesService({
      db: database.db,
      ledger: recording,
      counters: createMemoryCounterStore(),
      secrets,
      merchantCurrency: async () => CUR,
    });
    await games.fairness(member as MemberRow);
    events.length = 0;
    const round = await games.baccarat(member as MemberRow, {
      bets: { player: 10, banker: 10 },
      idempotencyKey: randomUUID(),
    });
    expect(events.slice(0, 2)).toEqual(['transfer:bet', 'open-seed']);
    if (round.win > 0) expect(events[2]).toBe('transfer:win');
  });

  it('refuses a second round on the same (seed pair, nonce) in the database', async () => {
    const p = await player(100_000n);
    const round = (await spin(p.token)).json().value;
    const [row] = await database.db.select().from(gameRounds).where(eq(gameRounds.id, round.roundId));
    const { id: _id, verifyId: _v, ...copy } = row!;
    await expect(
      database.db.insert(gameRounds).values({ ...copy, idempotencyKey: randomUUID() }),
    ).rejects.toThrow();
  });

  it('verifies with the recorded game version and says so when the version is unknown', async () => {
    const p = await player(100_000n);
    const round = (await spin(p.token)).json().value;
    expect(round.gameVersion).toMatch(/^jade-dragon@[0-9a-f]{12}$/);
    await call(app, inhouseGameCalls.rotateSeed, {}, { token: p.token });
    await database.db
      .update(gameRounds)
      .set({ gameVersion: 'jade-dragon@000000000000' })
      .where(eq(gameRounds.id, round.roundId));
    const verified = await call(app, inhouseGameCalls.verify, undefined, {
      query: { verifyId: round.verifyId },
    });
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toMatchObject({ success: false, errorCode: 'game.version.unknown' });
    expect(verified.json().message).toContain('jade-dragon@000000000000');
  });

  it('replays an identical multi-bet baccarat deal with the first answer', async () => {
    const p = await player(100_000n);
    const body = { bets: { tie: 2, banker: 4, player: 6 }, idempotencyKey: randomUUID() };
    const first = await call(app, inhouseGameCalls.baccarat, body, { token: p.token });
    expect(first.statusCode, first.body).toBe(200);
    const again = await call(app, inhouseGameCalls.baccarat, body, { token: p.token });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().value).toMatchObject({
      roundId: first.json().value.roundId,
      outcome: first.json().value.outcome,
      replayed: true,
    });
    const other = await call(
      app,
      inhouseGameCalls.baccarat,
      { ...body, bets: { tie: 2, banker: 10 } },
      {
        token: p.token,
      },
    );
    expect(other.json().errorCode).toBe('idempotency.conflict');
  });

  it('holds baccarat stakes to each bet’s minimum and step (banker: multiples of 0.20)', async () => {
    const p = await player(100_000n);
    const deal = (bets: Record<string, number>) =>
      call(
        app,
        inhouseGameCalls.baccarat,
        { bets, idempotencyKey: randomUUID() },
        {
          token: p.token,
        },
      );
    const info = (
      await call(app, inhouseGameCalls.info, undefined, { token: p.token, query: { gameId: 'baccarat' } })
    ).json().value;
    // MMK scales the limits by 10.
    expect(info.limits.perBet.banker).toEqual({ minBet: 2, betStep: 2 });
    expect(info.limits.perBet.tie).toEqual({ minBet: 1, betStep: 0.1 });
    const odd = await deal({ banker: 11 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({
      errorCode: 'game.bet.step',
      value: { field: 'bets.banker', step: 2 },
    });
    expect(odd.json().message).toContain('2.00');
    const tiny = await deal({ player: 10, tie: 0.5 });
    expect(tiny.json().errorCode).toBe('game.bet.limit');
    const fine = await deal({ banker: 12, tie: 1.1 });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});

describe('verification needs the round’s public id or its owner', () => {
  it('does not answer a sequential id to a stranger', async () => {
    const p = await player(100_000n);
    const q = await player(0n);
    const round = (await spin(p.token)).json().value;
    expect(round.verifyId).toMatch(/^[0-9a-f-]{36}$/);
    const anonymous = await call(app, inhouseGameCalls.verify, undefined, {
      query: { roundId: String(round.roundId) },
    });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await call(app, inhouseGameCalls.verify, undefined, {
      token: q.token,
      query: { roundId: String(round.roundId) },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errorCode).toBe('game.round.not.found');
    const owner = await call(app, inhouseGameCalls.verify, undefined, {
      token: p.token,
      query: { roundId: String(round.roundId) },
    });
    expect(owner.json().value).toMatchObject({ roundId: round.roundId, verifyId: round.verifyId });
    const byLink = await call(app, inhouseGameCalls.verify, undefined, {
      query: { verifyId: round.verifyId },
    });
    expect(byLink.json().value.roundId).toBe(round.roundId);
    const guessed = await call(app, inhouseGameCalls.verify, undefined, {
      query: { verifyId: randomUUID() },
    });
    expect(guessed.statusCode).toBe(404);
    const neither = await call(app, inhouseGameCalls.verify, undefined, { query: {} });
    expect(neither.statusCode).toBe(400);
  });
});

describe('concurrent fairness calls of a new member', () => {
  it('never fails while the first pair is created and rotated by parallel calls', async () => {
    for (let round = 0; round < 6; round++) {
      const p = await player(0n);
      const answers = await Promise.all([
        call(app, inhouseGameCalls.fairness, undefined, { token: p.token }),
        call(app, inhouseGameCalls.setClientSeed, { clientSeed: `parallel-${round}` }, { token: p.token }),
        call(app, inhouseGameCalls.rotateSeed, {}, { token: p.token }),
        call(app, inhouseGameCalls.fairness, undefined, { token: p.token }),
        call(app, inhouseGameCalls.rotateSeed, {}, { token: p.token }),
      ]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const rows = await seedRows(p.id);
      expect(rows.filter((r) => r.status === 'active')).toHaveLength(1);
      expect(rows.filter((r) => r.status === 'next')).toHaveLength(1);
    }
  });
});
