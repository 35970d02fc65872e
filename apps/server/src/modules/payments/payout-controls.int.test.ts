import { randomUUID } from 'node:crypto';
import { opsRewardCalls } from '@jade/contract/ops-reward-calls';
import { opsSessionCalls } from '@jade/contract/ops-session-calls';
import { operatorCalls, paymentCalls } from '@jade/contract/payment-calls';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { call, TEST_MERCHANT, unique } from '../../../test/accounts';
import {
  balanceOf,
  expectReconciled,
  jpegBytes,
  multipart,
  ok,
  operatorToken,
  payingMember,
  pngBytes,
  refused,
  staffToken,
} from '../../../test/payments';
import { withdrawSettings } from './tables';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: string;
let finance: string;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database);
  [admin, finance] = await Promise.all([operatorToken(app), staffToken(app, database, 'finance')]);
  // The demo seed's four-eyes amount for the test region: 10,000.
  const [row] = await database.db
    .select({ fourEyes: withdrawSettings.fourEyesAmount })
    .from(withdrawSettings)
    .where(and(eq(withdrawSettings.merchantCode, TEST_MERCHANT), eq(withdrawSettings.currency, 'MMK')));
  expect(row?.fourEyes).toBe(1_000_000n);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function withdrawal(amount: number, payeeName?: string) {
  const m = await payingMember(app, database, { money: 5_000_000n });
  ok(
    await call(
      app,
      paymentCalls.withdraw,
      {
        check: 'v2',
        amount,
        provider: 'Demo Bank',
        accountNumber: '1234567890',
        paymentPassword: m.paymentPassword,
        idempotencyKey: unique('wd-key-'),
        ...(payeeName ? { payeeName } : {}),
      },
      { token: m.token },
    ),
  );
  const queue = ok(
    await call(app, operatorCalls.withdrawals, undefined, { token: admin, query: { username: m.username } }),
  );
  return { member: m, row: queue.list[0] as { id: number; fourEyes: boolean; riskFlags: string[] } };
}

const pay = (id: number, token: string) => call(app, operatorCalls.payWithdrawal, { id }, { token });
const approve = (id: number, token: string) => call(app, operatorCalls.approveWithdrawal, { id }, { token });

describe('withdrawal four eyes and risk flags', () => {
  it('from the amount on, the approver cannot pay; another operator can', async () => {
    const { member, row } = await withdrawal(10_000);
    expect(row).toMatchObject({ fourEyes: true, riskFlags: ['new_account'] });
    // Not approved yet: nobody pays it straight from the queue.
    refused(await pay(row.id, finance), 403, 'withdraw.four.eyes');
    ok(await approve(row.id, finance));
    refused(await pay(row.id, finance), 403, 'withdraw.four.eyes');
    expect(ok(await pay(row.id, admin))).toMatchObject({ status: 'paid', approvedById: expect.any(Number) });
    expect(await balanceOf(database, member.id)).toBe(4_000_000n);
    await expectReconciled(database);
  });

  it('below the amount, one operator approves and pays', async () => {
    const { row } = await withdrawal(9_999.99);
    expect(row.fourEyes).toBe(false);
    expect(ok(await pay(row.id, finance))).toMatchObject({ status: 'paid' });
  });

  it('flags a member who holds an open bonus now', async () => {
    const { member, row } = await withdrawal(100);
    expect(row.riskFlags).not.toContain('open_bonus');
    ok(
      await call(
        app,
        opsRewardCalls.grantBonus,
        {
          merchantCode: TEST_MERCHANT,
          username: member.username,
          templateCode: 'goodwill',
          amount: '20',
          reason: 'test',
          idempotencyKey: randomUUID(),
        },
        { token: admin },
      ),
    );
    const queue = ok(
      await call(app, operatorCalls.withdrawals, undefined, {
        token: admin,
        query: { username: member.username },
      }),
    );
    expect(queue.list[0].riskFlags).toContain('open_bonus');
  });

  it('flags a payee name other than the registered one (case and spaces aside)', async () => {
    expect((await withdrawal(100, '  test   PAYEE ')).row.riskFlags).not.toContain('payee_mismatch');
    expect((await withdrawal(100, 'Someone Else')).row.riskFlags).toContain('payee_mismatch');
  });
});

/** A manual deposit of `amount` (major units) by a new member, and its row in the queue. */
async function manualDeposit(amount: string) {
  const m = await payingMember(app, database);
  const list = ok(await call(app, paymentCalls.depositMethods, undefined, { token: m.token })) as {
    id: number;
    kind: string;
  }[];
  const body = multipart(
    {
      methodId: String(list.find((x) => x.kind === 'manual_bank')!.id),
      amount,
      reference: unique('TRX-'),
      idempotencyKey: unique('dep-'),
    },
    [{ field: 'receipt', filename: 'receipt.png', contentType: 'image/png', bytes: pngBytes() }],
  );
  const submitted = await app.inject({
    method: 'POST',
    url: paymentCalls.manualDeposit.path,
    headers: {
      Merchant: TEST_MERCHANT,
      Language: 'EN',
      Authorization: m.token,
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
  const deposit = ok(submitted) as { id: number };
  const queue = ok(
    await call(app, operatorCalls.deposits, undefined, { token: admin, query: { username: m.username } }),
  );
  return { member: m, id: deposit.id, row: queue.list[0] as { fourEyes: boolean; firstApprovedById: null } };
}

const approveDeposit = (id: number, token: string) =>
  call(app, operatorCalls.approveDeposit, { id }, { token });

describe('deposit four eyes', () => {
  it('from the amount on, the first approval credits nothing; a second operator credits once', async () => {
    const { member, id, row } = await manualDeposit('12000');
    expect(row).toMatchObject({ fourEyes: true, firstApprovedById: null });
    const first = ok(await approveDeposit(id, finance));
    expect(first).toMatchObject({
      status: 'pending',
      fourEyes: true,
      firstApprovedByName: expect.any(String),
    });
    expect(first.firstApprovedById).not.toBeNull();
    // The same operator again (a double click): the request as it stands, no money.
    expect(ok(await approveDeposit(id, finance))).toMatchObject({ status: 'pending' });
    expect(await balanceOf(database, member.id)).toBe(0n);
    // The second pair of eyes, twice at once: one credit.
    const [a, b] = await Promise.all([approveDeposit(id, admin), approveDeposit(id, admin)]);
    expect([ok(a).status, ok(b).status]).toEqual(['credited', 'credited']);
    expect(await balanceOf(database, member.id)).toBe(1_200_000n);
    const audit = ok(
      await call(app, opsSessionCalls.audit, undefined, {
        token: admin,
        query: { targetType: 'deposit', targetId: String(id) },
      }),
    ) as { list: { action: string }[] };
    expect(audit.list.map((e) => e.action).sort()).toEqual(
      [
        'deposit.approve',
        'deposit.approve.first',
        'deposit.approve.first.repeat',
        'deposit.approve.repeat',
      ].sort(),
    );
    await expectReconciled(database);
  });

  it('below the amount, one approval credits', async () => {
    const { member, id, row } = await manualDeposit('500');
    expect(row.fourEyes).toBe(false);
    expect(ok(await approveDeposit(id, finance))).toMatchObject({
      status: 'credited',
      firstApprovedById: null,
    });
    expect(await balanceOf(database, member.id)).toBe(50_000n);
  });

  it('a deposit awaiting its second approval can still be rejected, and then credits nothing', async () => {
    const { member, id } = await manualDeposit('15000');
    ok(await approveDeposit(id, finance));
    expect(
      ok(
        await call(
          app,
          operatorCalls.rejectDeposit,
          { id, reason: 'no such transfer on the statement' },
          { token: admin },
        ),
      ),
    ).toMatchObject({ status: 'rejected' });
    refused(await approveDeposit(id, admin), 409, 'deposit.status.invalid');
    expect(await balanceOf(database, member.id)).toBe(0n);
  });
});

describe('proof of payment', () => {
  const attach = (token: string, fields: Record<string, string>, bytes?: Buffer, type = 'image/png') => {
    const body = multipart(
      fields,
      bytes ? [{ field: 'proof', filename: 'slip.png', contentType: type, bytes }] : [],
    );
    return app.inject({
      method: 'POST',
      url: operatorCalls.withdrawalProof.path,
      headers: {
        Merchant: TEST_MERCHANT,
        Language: 'EN',
        Authorization: token,
        'content-type': body.contentType,
      },
      payload: body.payload,
    });
  };

  it("an operator attaches a payout slip once the withdrawal is approved; audited; listed as the operator's", async () => {
    const { row } = await withdrawal(100);
    const id = String(row.id);
    // Pending: not yet.
    refused(await attach(finance, { id }, pngBytes()), 409, 'withdraw.status.invalid');
    ok(await pay(row.id, finance));
    // Support may not; a text file is not an image; the id and the file are required.
    refused(
      await attach(await staffToken(app, database, 'support'), { id }, pngBytes()),
      403,
      'operator.forbidden',
    );
    refused(
      await attach(finance, { id }, Buffer.from('not an image'), 'image/png'),
      400,
      'upload.type.invalid',
    );
    refused(await attach(finance, { id }), 400, 'request_param_err');
    refused(await attach(finance, { id: 'x' }, pngBytes()), 400, 'request_param_err');

    const after = ok(await attach(finance, { id }, jpegBytes()));
    expect(after.proofs).toEqual([{ source: 'operator', createdAt: expect.any(Number) }]);
    const image = await app.inject({
      method: 'GET',
      url: `/ops/withdrawals/proof?id=${id}&n=0`,
      headers: { Merchant: TEST_MERCHANT, Authorization: finance },
    });
    expect(image.headers['content-type']).toBe('image/jpeg');
    const audit = ok(
      await call(app, opsSessionCalls.audit, undefined, {
        token: admin,
        query: { action: 'withdrawal.proof', targetId: id },
      }),
    );
    expect(audit.list).toHaveLength(1);
  });
});
