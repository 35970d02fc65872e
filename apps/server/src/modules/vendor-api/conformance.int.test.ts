import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, TEST_MERCHANT } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import type { DatabaseHandle } from '../../platform/db/client';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import { createRedisCounterStore } from '../../platform/rate-limit/redis-counter-store';
import { createLedgerService } from '../ledger/ledger-service';
import type { LaunchGrant } from './service';
import { vendorBets, vendorCredentials, vendorSessions } from './tables';

const CUR = 'MMK';
const VENDOR = `SIM${randomBytes(3).toString('hex').toUpperCase()}`;
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../../..');
const vendorScript = path.resolve(here, '../../vendor-sim/conformance-vendor.ts');

let database: DatabaseHandle;
let app: FastifyInstance;
let counters: CounterStore;
const tokens = new Map<string, LaunchGrant>();

type Seen = { status: number; code?: string; body: Record<string, unknown>; replayed: boolean };
type Report = Record<string, Record<string, unknown>>;

async function fund(memberId: number, amount: bigint) {
  await createLedgerService(database.db).transfer({
    merchantCode: TEST_MERCHANT,
    idempotencyKey: `test-fund:${randomUUID()}`,
    type: 'adjustment',
    debit: { kind: 'house', house: 'external', currency: CUR },
    credit: { kind: 'member', memberId, currency: CUR },
    amount,
    actor: { kind: 'operator', id: 'test' },
  });
}

const balance = (memberId: number) =>
  createLedgerService(database.db).balance({ kind: 'member', memberId, currency: CUR });

/** Runs the external vendor process and answers its report. */
function runVendor(env: Record<string, string>): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', vendorScript], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`vendor process exited ${code}: ${err}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()!) as Report);
      } catch (error) {
        reject(new Error(`bad report: ${out} ${err} ${String(error)}`));
      }
    });
  });
}

let report: Report;
let players: { rich: number; poor: number; late: number };

beforeAll(async () => {
  database = openTestDatabase();
  // Nonces are claimed in Redis (SET NX with a TTL), as in a scaled-out deployment.
  counters = await createRedisCounterStore(
    process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    `jade:test:vendor:${Date.now()}:`,
  );
  app = await createTestApp(database, {
    deps: {
      counters,
      vendorApi: {
        consumeLaunchToken: async (token) => {
          const grant = tokens.get(token) ?? null;
          tokens.delete(token);
          return grant;
        },
      },
    },
    // Test-only controls the external process uses: mint a launch token, expire a session.
    beforeReady: (test) => {
      test.post('/__test/launch-token', async (request) => {
        const body = request.body as { memberId: number; gameCode: string; vendorCode: string };
        const token = randomBytes(24).toString('base64url');
        tokens.set(token, { ...body, merchantCode: TEST_MERCHANT });
        return { token };
      });
      test.post('/__test/expire-session', async (request) => {
        const { sessionId } = request.body as { sessionId: string };
        await database.db
          .update(vendorSessions)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(vendorSessions.id, sessionId));
        return { ok: 'true' };
      });
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const secret = randomBytes(32).toString('hex');
  await database.db.insert(vendorCredentials).values({ vendorCode: VENDOR, keyId: 'k1', secret });
  const rich = await createMember(database);
  const poor = await createMember(database);
  const late = await createMember(database);
  await fund(rich.id, 100_000n);
  await fund(poor.id, 500n);
  await fund(late.id, 10_000n);
  players = { rich: rich.id, poor: poor.id, late: late.id };
  report = await runVendor({
    JADE_URL: `http://127.0.0.1:${address.port}`,
    VENDOR_CODE: VENDOR,
    VENDOR_SECRET: secret,
    PLAYERS: JSON.stringify(players),
  });
}, 120_000);

afterAll(async () => {
  await app.close();
  await counters.close();
  await database.close();
});

const s = (scenario: string, step: string) => report[scenario]![step] as Seen;

describe('seamless-wallet conformance, driven by an external vendor process', () => {
  it('happy path: authenticate, balance, debit, credit', () => {
    expect(s('happy', 'auth')).toMatchObject({
      status: 200,
      body: { playerId: String(players.rich), currency: CUR, balance: '1000.00', gameCode: 'SIM-SLOT-1' },
    });
    expect(s('happy', 'tokenReuse')).toMatchObject({ status: 401, code: 'INVALID_TOKEN' });
    expect(s('happy', 'balance').body).toMatchObject({ balance: '1000.00', currency: CUR });
    expect(s('happy', 'debit')).toMatchObject({ status: 200, replayed: false, body: { balance: '990.00' } });
    expect(s('happy', 'credit')).toMatchObject({ status: 200, body: { balance: '1015.00' } });
    expect(s('happy', 'after').body).toMatchObject({ balance: '1015.00' });
  });

  it('a repeated transaction id answers the first result and moves nothing', () => {
    expect(s('duplicate', 'debit')).toEqual({ ...s('happy', 'debit'), replayed: true });
    expect(s('duplicate', 'credit')).toEqual({ ...s('happy', 'credit'), replayed: true });
    expect(s('duplicate', 'balance').body).toMatchObject({ balance: '1015.00' });
  });

  it('the same id with another payload is a conflict', () => {
    expect(s('mismatch', 'debit')).toMatchObject({ status: 409, code: 'TX_CONFLICT' });
    expect(s('mismatch', 'credit')).toMatchObject({ status: 409, code: 'TX_CONFLICT' });
  });

  it('a credit before its debit is refused, and accepted once the debit arrived', () => {
    expect(s('outOfOrder', 'early')).toMatchObject({ status: 409, code: 'UNKNOWN_ROUND' });
    expect(s('outOfOrder', 'debit')).toMatchObject({ status: 200, body: { balance: '1010.00' } });
    expect(s('outOfOrder', 'late')).toMatchObject({ status: 200, body: { balance: '1017.00' } });
  });

  it('rollback after the debit returns the money once and closes the round', () => {
    expect(s('rollbackAfter', 'debit').body).toMatchObject({ balance: '997.00' });
    expect(s('rollbackAfter', 'rollback')).toMatchObject({
      status: 200,
      body: { status: 'ROLLED_BACK', balance: '1017.00' },
    });
    expect(s('rollbackAfter', 'repeat')).toEqual({ ...s('rollbackAfter', 'rollback'), replayed: true });
    expect(s('rollbackAfter', 'second')).toMatchObject({
      status: 200,
      body: { status: 'ALREADY_ROLLED_BACK', balance: '1017.00' },
    });
    expect(s('rollbackAfter', 'credit')).toMatchObject({ status: 409, code: 'ROUND_CLOSED' });
    expect(s('rollbackAfter', 'balance').body).toMatchObject({ balance: '1017.00' });
  });

  it('rollback before the debit leaves a tombstone; the late debit is refused', () => {
    expect(s('rollbackBefore', 'rollback')).toMatchObject({
      status: 200,
      body: { status: 'DEBIT_NOT_FOUND', balance: '1017.00', transferId: null },
    });
    expect(s('rollbackBefore', 'debit')).toMatchObject({ status: 409, code: 'DEBIT_ROLLED_BACK' });
    expect(s('rollbackBefore', 'balance').body).toMatchObject({ balance: '1017.00' });
  });

  it('forged calls move nothing', () => {
    expect(s('forged', 'wrongSecret')).toMatchObject({ status: 401, code: 'INVALID_SIGNATURE' });
    expect(s('forged', 'tampered')).toMatchObject({ status: 401, code: 'INVALID_SIGNATURE' });
    expect(s('forged', 'unknownVendor')).toMatchObject({ status: 401, code: 'UNKNOWN_VENDOR' });
    expect(report.forged!.unsigned).toMatchObject({ status: 401 });
    expect(s('forged', 'balance').body).toMatchObject({ balance: '1017.00' });
  });

  it('stale and future timestamps are refused', () => {
    expect(s('stale', 'past')).toMatchObject({ status: 401, code: 'STALE_TIMESTAMP' });
    expect(s('stale', 'future')).toMatchObject({ status: 401, code: 'STALE_TIMESTAMP' });
  });

  it('a replayed request is refused; a retry with a new nonce answers the first result', () => {
    const first = report.replay!.first as { status: number; body: Record<string, unknown> };
    expect(first).toMatchObject({ status: 200, body: { balance: '1014.00' } });
    expect(report.replay!.again).toMatchObject({ status: 409, body: { error: { code: 'REPLAYED_NONCE' } } });
    expect(s('replay', 'retry')).toMatchObject({ status: 200, replayed: true, body: first.body });
  });

  it('a refused debit reports the actual balance and is not recorded', () => {
    expect(s('insufficient', 'refused')).toMatchObject({
      status: 402,
      code: 'INSUFFICIENT_FUNDS',
      body: { balance: '5.00', currency: CUR },
    });
    expect(s('insufficient', 'again')).toMatchObject({ status: 402, body: { balance: '5.00' } });
    expect(s('insufficient', 'exact')).toMatchObject({ status: 200, body: { balance: '0.00' } });
    expect(s('insufficient', 'balance').body).toMatchObject({ balance: '0.00' });
  });

  it('credit and rollback are accepted after the session expired; new debits are not', () => {
    expect(s('expired', 'debit').body).toMatchObject({ balance: '90.00' });
    expect(s('expired', 'balance')).toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(s('expired', 'newDebit')).toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(s('expired', 'repeatDebit')).toEqual({ ...s('expired', 'debit'), replayed: true });
    expect(s('expired', 'credit')).toMatchObject({ status: 200, body: { balance: '101.00' } });
    expect(s('expired', 'rollback')).toMatchObject({
      status: 200,
      body: { status: 'ROLLED_BACK', balance: '105.00' },
    });
  });

  it('concurrent identical debits move money once', () => {
    const answers = report.concurrent!.answers as Seen[];
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.transferId)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed).length).toBe(1);
    expect(s('concurrent', 'balance').body).toMatchObject({ balance: '1012.00' });
  });

  it('refuses bad amounts', () => {
    for (const step of ['negative', 'decimals', 'zero'])
      expect(s('badInput', step)).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
  });

  it('the ledger agrees: balances, vendor bets and a clean reconcile', async () => {
    expect(await balance(players.rich)).toBe(101_200n);
    expect(await balance(players.poor)).toBe(0n);
    expect(await balance(players.late)).toBe(10_500n);
    const bets = await database.db
      .select()
      .from(vendorBets)
      .where(inArray(vendorBets.memberId, [players.rich, players.poor, players.late]));
    const totals = bets.reduce((t, b) => ({ bet: t.bet + b.bet, win: t.win + b.win }), { bet: 0n, win: 0n });
    // Debits kept: 10 + 5 + 3 + 2 (rich), 5 (poor), 10 (late); wins 25 + 7 + 15.
    expect(totals).toEqual({ bet: 3_500n, win: 4_700n });
    expect(bets.find((b) => b.win === 2_500n)?.detail).toEqual({ reels: ['A', 'B', 'C'] });
    const report = await createLedgerService(database.db).reconcile();
    expect(report.mismatches).toEqual([]);
  });
});
