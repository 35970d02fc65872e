import { randomUUID } from 'node:crypto';
import { accountCalls } from '@jade/contract/account-calls';
import { walletCalls } from '@jade/contract/wallet-calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cheapHasher, createMember, TEST_MERCHANT, uniqueIp } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import type { DatabaseHandle } from '../../platform/db/client';
import type { MemberRow } from '../accounts/repository';
import { createLedgerService, type LedgerService } from '../ledger/ledger-service';
import { createLedgerRepository } from '../ledger/repository';

const CUR = 'MMK'; // jade_ph's currency in the demo brand
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

async function login(member: { username: string; password: string }): Promise<string> {
  const response = await call(
    app,
    accountCalls.login,
    { username: member.username, password: member.password, type: 'username' },
    { ip: uniqueIp() },
  );
  return response.json().value.token as string;
}

async function player(values: Partial<MemberRow> = {}, money = 0n) {
  const member = await createMember(database, values);
  if (money > 0n) await fund(member.id, money);
  return { ...member, token: await login(member) };
}

async function fund(memberId: number, amount: bigint) {
  await ledger.transfer({
    merchantCode: TEST_MERCHANT,
    idempotencyKey: `test-fund:${randomUUID()}`,
    type: 'adjustment',
    debit: { kind: 'house', house: 'external', currency: CUR },
    credit: { kind: 'member', memberId, currency: CUR },
    amount,
    actor: { kind: 'operator', id: 'test' },
  });
}

const main = (memberId: number) => ledger.balance({ kind: 'member', memberId, currency: CUR });
const key = () => randomUUID();

describe('balance, merchant wallet and consolidated funds', () => {
  it('answers the wire shape with the currency of the member’s merchant', async () => {
    const p = await player({}, 123_450n);
    const response = await call(app, walletCalls.balance, undefined, {
      token: p.token,
      query: { typeId: '0' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({
      sumBalance: 1234.5,
      totalBalance: 1234.5,
      balance: [{ accountTypeId: 2, availBalance: 1234.5 }],
      currency: CUR,
      currencySymbol: 'Ks',
      currencyPosition: 'B',
    });
  });

  it('needs a login', async () => {
    const response = await call(app, walletCalls.balance);
    expect(response.statusCode).toBe(401);
  });

  it('merchant wallet is not single by default; consolidated flags are all 0', async () => {
    const p = await player();
    const wallet = await call(app, walletCalls.merchantWallet, undefined, { token: p.token });
    expect(wallet.json().value).toEqual({ isSingle: false });
    const funds = await call(app, walletCalls.consolidatedFunds, undefined, { token: p.token });
    expect(Object.values(funds.json().value)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('gives a trial account demo money and refuses it real-money calls', async () => {
    const trial = (await call(app, accountCalls.freePlay, {}, { ip: uniqueIp() })).json().value;
    const balance = await call(app, walletCalls.balance, undefined, { token: trial.token });
    expect(balance.json().value.sumBalance).toBe(2000);
    for (const [def, body] of [
      [walletCalls.walletTransfer, { vendorCode: 'AUR', direction: 'in', amount: 1, idempotencyKey: key() }],
      [walletCalls.transferUpline, { amount: 1, idempotencyKey: key() }],
      [walletCalls.consolidatedFunds, undefined],
    ] as const) {
      const response = await call(app, def, body, { token: trial.token });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('in_need_true_account');
    }
    expect(await main(trial.id)).toBe(200_000n);
  });
});

describe('vendor wallet transfers', () => {
  it('moves money in and out, answers the new balances, and replays without moving again', async () => {
    const p = await player({}, 100_000n);
    const body = { vendorCode: 'AUR', direction: 'in', amount: 250.5, idempotencyKey: key() };
    const first = await call(app, walletCalls.walletTransfer, body, { token: p.token });
    expect(first.statusCode).toBe(200);
    const value = first.json().value;
    expect(value).toMatchObject({ replayed: false, amount: 250.5 });
    expect(value.balance.sumBalance).toBe(1000);
    expect(value.balance.balance).toEqual([
      { accountTypeId: 2, availBalance: 749.5 },
      { accountTypeId: expect.any(Number), vendorCode: 'AUR', availBalance: 250.5 },
    ]);
    const again = await call(app, walletCalls.walletTransfer, body, { token: p.token });
    expect(again.json().value).toMatchObject({ replayed: true, transferId: value.transferId });
    expect(await main(p.id)).toBe(74_950n);

    const conflict = await call(app, walletCalls.walletTransfer, { ...body, amount: 1 }, { token: p.token });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errorCode).toBe('idempotency.conflict');

    const out = await call(
      app,
      walletCalls.walletTransfer,
      { transferOut: 'AUR', amount: '50.25', idempotencyKey: key() },
      { token: p.token },
    );
    expect(out.json().value.balance.balance[0].availBalance).toBe(799.75);
  });

  it('refuses more than the balance and reports it', async () => {
    const p = await player({}, 1_000n);
    const response = await call(
      app,
      walletCalls.walletTransfer,
      { vendorCode: 'AUR', direction: 'in', amount: 10.01, idempotencyKey: key() },
      { token: p.token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'wallet.insufficient.funds',
      message: 'Not enough balance. Your balance is 10.00.',
      value: { balance: 10 },
    });
    expect(await main(p.id)).toBe(1_000n);
  });

  it('refuses vendors in maintenance, switched off or unknown, and single-wallet merchants', async () => {
    const p = await player({}, 10_000n);
    const attempt = (vendorCode: string, direction = 'in') =>
      call(
        app,
        walletCalls.walletTransfer,
        { vendorCode, direction, amount: 1, idempotencyKey: key() },
        { token: p.token },
      );
    expect((await attempt('HBL')).json().errorCode).toBe('vendor.maintenance');
    expect((await attempt('OLD')).json().errorCode).toBe('vendor.unavailable');
    expect((await attempt('NOPE')).json().errorCode).toBe('vendor.unavailable');
    const repo = createLedgerRepository(database.db);
    await repo.setWalletSettings(TEST_MERCHANT, { singleWallet: true });
    try {
      expect((await attempt('AUR')).json().errorCode).toBe('wallet.single');
      const wallet = await call(app, walletCalls.merchantWallet, undefined, { token: p.token });
      expect(wallet.json().value).toEqual({ isSingle: true });
    } finally {
      await repo.setWalletSettings(TEST_MERCHANT, { singleWallet: false });
    }
    expect(await main(p.id)).toBe(10_000n);
  });

  it('refuses bad amounts with the reason and changes nothing', async () => {
    const p = await player({}, 10_000n);
    const cases: [unknown, string][] = [
      [0, 'zero'],
      ['0.00', 'zero'],
      [-1, 'negative'],
      [1.234, 'decimals'],
      ['1.001', 'decimals'],
      [1e12, 'too_large'],
      ['abc', 'not_a_number'],
      ['1e3', 'not_a_number'],
    ];
    for (const [amount, reason] of cases) {
      const response = await call(
        app,
        walletCalls.walletTransfer,
        { vendorCode: 'AUR', direction: 'in', amount, idempotencyKey: key() },
        { token: p.token },
      );
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json(), String(amount)).toMatchObject({
        errorCode: 'wallet.amount.invalid',
        value: { field: 'amount', reason },
      });
    }
    const object = await call(
      app,
      walletCalls.walletTransfer,
      { vendorCode: 'AUR', direction: 'in', amount: { v: 1 }, idempotencyKey: key() },
      { token: p.token },
    );
    expect(object.json().errorCode).toBe('request_param_err');
    const noKey = await call(
      app,
      walletCalls.walletTransfer,
      { vendorCode: 'AUR', direction: 'in', amount: 1 },
      { token: p.token },
    );
    expect(noKey.json()).toMatchObject({
      errorCode: 'request_param_err',
      value: { field: 'idempotencyKey' },
    });
    expect(await main(p.id)).toBe(10_000n);
  });

  it('returns every vendor balance to main, once per key', async () => {
    const p = await player({}, 10_000n);
    for (const vendorCode of ['AUR', 'JADE']) {
      await call(
        app,
        walletCalls.walletTransfer,
        { vendorCode, direction: 'in', amount: 20, idempotencyKey: key() },
        { token: p.token },
      );
    }
    const k = key();
    const response = await call(app, walletCalls.walletReturn, undefined, {
      token: p.token,
      query: { idempotencyKey: k },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({ replayed: false, amount: 40 });
    expect(response.json().value.returned).toHaveLength(2);
    expect(await main(p.id)).toBe(10_000n);
    const again = await call(app, walletCalls.walletReturnPost, { idempotencyKey: k }, { token: p.token });
    expect(again.json().value).toMatchObject({ replayed: true, amount: 40 });
    expect(await main(p.id)).toBe(10_000n);
  });
});

describe('agent transfers', () => {
  it('an agent pays its own downline, direct or deeper, with the login password when no payment password', async () => {
    const agent = await player({ type: 1 }, 100_000n);
    const sub = await createMember(database, { type: 2, parentId: agent.id });
    const deep = await createMember(database, { parentId: sub.id });
    for (const target of [sub, deep]) {
      const response = await call(
        app,
        walletCalls.transferDownline,
        { username: target.username, amount: 100, password: agent.password, idempotencyKey: key() },
        { token: agent.token },
      );
      expect(response.statusCode).toBe(200);
      expect(await main(target.id)).toBe(10_000n);
    }
    expect(await main(agent.id)).toBe(80_000n);
  });

  it('refuses a foreign member, a non-agent, a wrong password and insufficient funds', async () => {
    const agent = await player({ type: 1 }, 1_000n);
    const mine = await createMember(database, { parentId: agent.id });
    const foreign = await createMember(database);
    const send = (token: string, body: Record<string, unknown>) =>
      call(
        app,
        walletCalls.transferDownline,
        { password: agent.password, amount: 1, idempotencyKey: key(), ...body },
        { token },
      );
    const notMine = await send(agent.token, { username: foreign.username });
    expect([notMine.statusCode, notMine.json().errorCode]).toEqual([403, 'transfer.not.downline']);
    const unknown = await send(agent.token, { username: 'nobody_at_all' });
    expect(unknown.json().errorCode).toBe('transfer.not.downline');
    const plain = await player({}, 1_000n);
    const nonAgent = await send(plain.token, { username: mine.username, password: plain.password });
    expect([nonAgent.statusCode, nonAgent.json().errorCode]).toEqual([403, 'not.agent']);
    const wrong = await send(agent.token, { username: mine.username, password: 'Wrong2026!' });
    expect(wrong.json().errorCode).toBe('payment.password.wrong');
    const tooMuch = await send(agent.token, { username: mine.username, amount: 10.01 });
    expect(tooMuch.json()).toMatchObject({ errorCode: 'wallet.insufficient.funds', value: { balance: 10 } });
    expect(await main(agent.id)).toBe(1_000n);
    expect(await main(mine.id)).toBe(0n);
  });

  it('asks for the payment password when one is set', async () => {
    const agent = await player({ type: 1, paymentPasswordHash: await cheapHasher.hash('Pay123456') }, 1_000n);
    const mine = await createMember(database, { parentId: agent.id });
    const withLogin = await call(
      app,
      walletCalls.transferDownline,
      { username: mine.username, amount: 1, password: agent.password, idempotencyKey: key() },
      { token: agent.token },
    );
    expect(withLogin.json().errorCode).toBe('payment.password.wrong');
    const withPayment = await call(
      app,
      walletCalls.transferDownline,
      { memberId: mine.id, amount: 1, password: 'Pay123456', idempotencyKey: key() },
      { token: agent.token },
    );
    expect(withPayment.statusCode).toBe(200);
    expect(withPayment.json().value.balance.sumBalance).toBe(9);
  });

  it('a member pays its direct upline agent; without an agent upline it is refused', async () => {
    const agent = await createMember(database, { type: 1 });
    const p = await player({ parentId: agent.id }, 5_000n);
    const body = { amount: 12.34, idempotencyKey: key() };
    const response = await call(app, walletCalls.transferUpline, body, { token: p.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.balance.sumBalance).toBe(37.66);
    expect(await main(agent.id)).toBe(1_234n);
    expect(
      (await call(app, walletCalls.transferUpline, body, { token: p.token })).json().value.replayed,
    ).toBe(true);
    expect(await main(agent.id)).toBe(1_234n);

    const orphan = await player({}, 5_000n);
    const refused = await call(
      app,
      walletCalls.transferUpline,
      { amount: 1, idempotencyKey: key() },
      {
        token: orphan.token,
      },
    );
    expect(refused.json().errorCode).toBe('transfer.no.upline');
  });
});

describe('account record', () => {
  it('lists the caller’s movements with signed amounts, balance after, status, filters and pages', async () => {
    const p = await player({}, 100_000n);
    await call(
      app,
      walletCalls.walletTransfer,
      { vendorCode: 'AUR', direction: 'in', amount: 100, idempotencyKey: key() },
      { token: p.token },
    );
    const hold = (reference: string) =>
      ledger.transfer({
        merchantCode: TEST_MERCHANT,
        idempotencyKey: `test-hold:${reference}`,
        type: 'withdrawal_hold',
        debit: { kind: 'member', memberId: p.id, currency: CUR },
        credit: { kind: 'house', house: 'withdrawals_in_transit', currency: CUR },
        amount: 1_000n,
        reference,
        actor: { kind: 'member', id: String(p.id) },
      });
    const refA = `wd-${randomUUID()}`;
    const refB = `wd-${randomUUID()}`;
    await hold(refA);
    await hold(refB);
    await ledger.transfer({
      merchantCode: TEST_MERCHANT,
      idempotencyKey: `test-release:${refB}`,
      type: 'withdrawal_release',
      debit: { kind: 'house', house: 'withdrawals_in_transit', currency: CUR },
      credit: { kind: 'member', memberId: p.id, currency: CUR },
      amount: 1_000n,
      reference: refB,
      actor: { kind: 'operator', id: 'test' },
    });

    const all = await call(app, walletCalls.transactionHistory, undefined, { token: p.token });
    const value = all.json().value;
    expect(value.total).toBe(5);
    expect(value.list.map((i: { type: string }) => i.type)).toEqual([
      'withdrawal_release',
      'withdrawal_hold',
      'withdrawal_hold',
      'vendor_transfer_in',
      'adjustment',
    ]);
    expect(value.list.map((i: { amount: number }) => i.amount)).toEqual([10, -10, -10, -100, 1000]);
    expect(value.list.map((i: { balanceAfter: number }) => i.balanceAfter)).toEqual([
      890, 880, 890, 900, 1000,
    ]);
    expect(value.list.map((i: { status: string }) => i.status)).toEqual([
      'success',
      'cancelled',
      'pending',
      'success',
      'success',
    ]);

    const holds = await call(app, walletCalls.transactionHistory, undefined, {
      token: p.token,
      query: { type: 'withdrawal_hold,withdrawal_release', pageNo: '2', pageSize: '2' },
    });
    expect(holds.json().value).toMatchObject({ total: 3, totalPages: 2, pageNo: 2 });
    expect(holds.json().value.list).toHaveLength(1);

    const now = Date.now();
    const future = await call(app, walletCalls.transactionHistory, undefined, {
      token: p.token,
      query: { startDate: String(now + 60_000), endDate: String(now + 7 * 86_400_000) },
    });
    expect(future.json().value.total).toBe(0);
    const last7 = await call(app, walletCalls.transactionHistory, undefined, {
      token: p.token,
      query: { startDate: String(now - 7 * 86_400_000), endDate: String(now + 60_000) },
    });
    expect(last7.json().value.total).toBe(5);

    const vendor = await call(app, walletCalls.transactionHistory, undefined, {
      token: p.token,
      query: { wallet: 'AUR' },
    });
    expect(vendor.json().value.list.map((i: { amount: number }) => i.amount)).toEqual([100]);

    const bad = await call(app, walletCalls.transactionHistory, undefined, {
      token: p.token,
      query: { type: 'nonsense' },
    });
    expect(bad.json().errorCode).toBe('request_param_err');
  });
});

describe('demo data', () => {
  it('seeds the demo accounts with money through the ledger', async () => {
    const balance = await call(app, walletCalls.balance, undefined, {
      token: await login({ username: 'demo_player', password: 'Jade2026!' }),
    });
    expect(balance.json().value.balance[0].availBalance).toBeGreaterThan(0);
    const report = await ledger.reconcile();
    expect(report.mismatches).toEqual([]);
  });
});
