import { opsPaymentSettingsCalls } from '@jade/contract/ops-payment-settings-calls';
import { opsSessionCalls } from '@jade/contract/ops-session-calls';
import { operatorCalls, paymentCalls } from '@jade/contract/payment-calls';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { call, TEST_MERCHANT, unique } from '../../../test/accounts';
import { ok, operatorToken, payingMember, refused, staffToken } from '../../../test/payments';
import { depositMethods, paymentSecrets, withdrawSettings } from './tables';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: string;
let support: string;
let finance: string;
let savedLimits: typeof withdrawSettings.$inferSelect;
let savedMethods: (typeof depositMethods.$inferSelect)[];

const limitsRow = async () => {
  const [row] = await database.db
    .select()
    .from(withdrawSettings)
    .where(eq(withdrawSettings.merchantCode, TEST_MERCHANT));
  return row!;
};

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database);
  [admin, support, finance] = await Promise.all([
    operatorToken(app),
    staffToken(app, database, 'support'),
    staffToken(app, database, 'finance'),
  ]);
  // Files share the database: what these tests change is put back afterwards.
  savedLimits = await limitsRow();
  savedMethods = await database.db
    .select()
    .from(depositMethods)
    .where(eq(depositMethods.merchantCode, TEST_MERCHANT));
});
afterAll(async () => {
  const { merchantCode, currency, ...limits } = savedLimits;
  await database.db
    .update(withdrawSettings)
    .set(limits)
    .where(and(eq(withdrawSettings.merchantCode, merchantCode), eq(withdrawSettings.currency, currency)));
  for (const { id, ...method } of savedMethods) {
    await database.db.update(depositMethods).set(method).where(eq(depositMethods.id, id));
  }
  await app.close();
  await database.close();
});

const read = (token = admin) =>
  call(app, opsPaymentSettingsCalls.paymentSettings, undefined, { token, query: { region: TEST_MERCHANT } });

/** The region's limits as the form sends them, with `change` applied. */
async function limitsBody(change: Record<string, unknown>) {
  const { withdraw } = ok(await read());
  const { currency: _c, defaultAutoReceiveMinutes: _d, saved: _s, ...fields } = withdraw;
  return { ...fields, region: TEST_MERCHANT, ...change };
}
const setLimits = async (change: Record<string, unknown>, token = admin) =>
  call(app, opsPaymentSettingsCalls.setWithdrawLimits, await limitsBody(change), { token });

async function withdraw(member: Awaited<ReturnType<typeof payingMember>>, amount: number) {
  return call(
    app,
    paymentCalls.withdraw,
    {
      check: 'v2',
      amount,
      provider: 'Demo Bank',
      accountNumber: '1234567890',
      paymentPassword: member.paymentPassword,
      idempotencyKey: unique('wd-key-'),
    },
    { token: member.token },
  );
}

describe('payment settings in the console', () => {
  it('lists methods and limits without revealing the gateway secret; support reads but may not write', async () => {
    const value = ok(await read(support));
    expect(value.region).toBe(TEST_MERCHANT);
    expect(value.methods.length).toBeGreaterThan(0);
    expect(value.withdraw).toMatchObject({ saved: true, fourEyesAmount: 10_000 });
    const [secret] = await database.db.select().from(paymentSecrets);
    if (secret) expect(JSON.stringify(value)).not.toContain(secret.value);
    expect(value.gatewaySecret.set).toBe(Boolean(secret) || value.gatewaySecret.source === 'environment');

    const before = await limitsRow();
    for (const token of [support, finance]) {
      refused(await setLimits({ maxAmount: 123 }, token), 403, 'operator.forbidden');
      const method = value.methods[0];
      refused(
        await call(
          app,
          opsPaymentSettingsCalls.updateDepositMethod,
          { ...method, enabled: false },
          { token },
        ),
        403,
        'operator.forbidden',
      );
    }
    expect(await limitsRow()).toEqual(before);
  });

  it("a new maximum holds on the player's next withdrawal, and the change is audited", async () => {
    const member = await payingMember(app, database, { money: 5_000_000n });
    ok(await withdraw(member, 700));
    expect(ok(await setLimits({ maxAmount: 500 }))).toMatchObject({ maxAmount: 500, saved: true });

    const settings = ok(
      await call(app, paymentCalls.withdrawSettings, undefined, {
        token: member.token,
        query: { groupId: '0' },
      }),
    );
    expect(settings.maximumAmount).toBe(500);
    refused(await withdraw(member, 700), 400, 'withdraw.amount.limit');
    ok(await withdraw(member, 500));

    const audit = ok(
      await call(app, opsSessionCalls.audit, undefined, {
        token: admin,
        query: { action: 'payments.withdraw.limits' },
      }),
    );
    expect(audit.list[0]).toMatchObject({
      targetId: `${TEST_MERCHANT}:${savedLimits.currency}`,
      before: { maxAmount: Number(savedLimits.maxAmount) / 100 },
      after: { maxAmount: 500 },
    });
  });

  it('refuses ranges that cannot hold and changes nothing', async () => {
    const before = await limitsRow();
    const cases: [Record<string, unknown>, string][] = [
      [{ minAmount: 900, maxAmount: 800 }, 'maxAmount'],
      [{ minAmount: -5 }, 'minAmount'],
      [{ minAmount: 0 }, 'minAmount'],
      [{ dailyAmount: 10, minAmount: 100 }, 'dailyAmount'],
      [{ feeFixed: 100, minAmount: 100 }, 'feeFixed'],
      [{ feeRate: 1.234 }, 'feeRate'],
      [{ fourEyesAmount: 0 }, 'fourEyesAmount'],
      [{ maxAmount: '12.345' }, 'maxAmount'],
    ];
    for (const [change, field] of cases) {
      const response = await setLimits(change);
      refused(response, 400, 'payment.limits.invalid');
      expect(response.json().value.field).toBe(field);
    }
    expect(await limitsRow()).toEqual(before);

    const { methods } = ok(await read());
    const method = methods.find((m: { kind: string }) => m.kind === 'manual_bank');
    const [stored] = await database.db.select().from(depositMethods).where(eq(depositMethods.id, method.id));
    const update = (change: Record<string, unknown>) =>
      call(app, opsPaymentSettingsCalls.updateDepositMethod, { ...method, ...change }, { token: admin });
    refused(
      await update({ minAmount: 200, maxAmount: 100, fixedAmounts: [] }),
      400,
      'payment.limits.invalid',
    );
    refused(await update({ fixedAmounts: [method.maxAmount + 1] }), 400, 'payment.limits.invalid');
    refused(await update({ bankAccount: null }), 400, 'payment.limits.invalid');
    const [after] = await database.db.select().from(depositMethods).where(eq(depositMethods.id, method.id));
    expect(after).toEqual(stored);
  });

  it("a method switched off leaves the player's list; its new limits and bank account show", async () => {
    const member = await payingMember(app, database);
    const { methods } = ok(await read());
    const [bank] = methods.filter((m: { kind: string }) => m.kind === 'manual_bank');
    const edited = ok(
      await call(
        app,
        opsPaymentSettingsCalls.updateDepositMethod,
        {
          ...bank,
          minAmount: 250,
          fixedAmounts: [300, 250],
          bankAccount: { bankName: 'Jade Test Bank', accountName: 'Jade Ltd', accountNumber: '9988 7766' },
        },
        { token: admin },
      ),
    );
    expect(edited).toMatchObject({ minAmount: 250, fixedAmounts: [250, 300] });
    const shown = ok(await call(app, paymentCalls.depositMethods, undefined, { token: member.token }));
    expect(shown.find((m: { id: number }) => m.id === bank.id)).toMatchObject({
      minAmount: 250,
      bankAccount: { bankName: 'Jade Test Bank', accountNumber: '9988 7766' },
    });

    ok(
      await call(
        app,
        opsPaymentSettingsCalls.updateDepositMethod,
        { ...edited, enabled: false },
        { token: admin },
      ),
    );
    const after = ok(await call(app, paymentCalls.depositMethods, undefined, { token: member.token }));
    expect(after.map((m: { id: number }) => m.id)).not.toContain(bank.id);
    const audit = ok(
      await call(app, opsSessionCalls.audit, undefined, {
        token: admin,
        query: { action: 'payments.method.update', targetId: String(bank.id) },
      }),
    );
    expect(audit.list[0]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });

  it('a new four-eyes amount applies to the next withdrawal', async () => {
    ok(await setLimits({ minAmount: 100, maxAmount: 50_000, fourEyesAmount: 300 }));
    const member = await payingMember(app, database, { money: 5_000_000n });
    const flagOf = async (amount: number) => {
      ok(await withdraw(member, amount));
      const queue = ok(
        await call(app, operatorCalls.withdrawals, undefined, {
          token: admin,
          query: { username: member.username },
        }),
      );
      return (queue.list[0] as { fourEyes: boolean }).fourEyes;
    };
    expect(await flagOf(300)).toBe(true);
    ok(await setLimits({ fourEyesAmount: null }));
    expect(await flagOf(5_000)).toBe(false);
    ok(await setLimits({ fourEyesAmount: 1_000 }));
    expect(await flagOf(1_000)).toBe(true);
  });
});
